# SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause)
"""Drive U-Boot's prompt in qemu-system-arm from a script (stdlib only).

QEMU runs with its serial console on standard input and output (pipes).
Every wait has a timeout and the whole session has a deadline, so a run
can never hang; close() always kills QEMU.  The transcript is kept for
failure reports.
"""
import os
import re
import select
import subprocess
import time

PROMPT = "=> "


class Timeout(Exception):
    pass


class UBoot:
    def __init__(self, ubin, loaders=(), mem="1024", deadline=120,
                 qemu="qemu-system-arm"):
        """loaders: (file, addr) pairs that QEMU puts into RAM."""
        args = [qemu, "-M", "virt", "-m", mem, "-nographic", "-bios", ubin,
                "-net", "none", "-no-reboot"]
        for path, addr in loaders:
            args += ["-device",
                     "loader,file=%s,addr=0x%x,force-raw=on" % (path, addr)]
        self.args = args
        self.end = time.monotonic() + deadline
        self.buf = ""          # output not consumed yet
        self.log = []          # whole transcript
        self.proc = subprocess.Popen(args, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT)
        os.set_blocking(self.proc.stdout.fileno(), False)

    def transcript(self):
        return "".join(self.log)

    def _read(self, timeout):
        fd = self.proc.stdout.fileno()
        r, _, _ = select.select([fd], [], [], max(0.0, timeout))
        if not r:
            return False
        data = os.read(fd, 65536)
        if not data:
            raise Timeout("QEMU exited (status %s)" % self.proc.poll())
        text = data.decode("utf-8", "replace").replace("\r", "")
        self.log.append(text)
        self.buf += text
        return True

    def expect(self, pattern, timeout=20):
        """Wait for the regex pattern; return the text up to and including
        the match, consuming it."""
        rx = re.compile(pattern)
        limit = min(time.monotonic() + timeout, self.end)
        while True:
            m = rx.search(self.buf)
            if m:
                out = self.buf[:m.end()]
                self.buf = self.buf[m.end():]
                return out
            left = limit - time.monotonic()
            if left <= 0:
                raise Timeout("no %r within %ss" % (pattern, timeout))
            self._read(min(left, 1.0))

    def send(self, text):
        self.proc.stdin.write(text.encode())
        self.proc.stdin.flush()

    def start(self, timeout=30):
        """Stop autoboot and wait for the first prompt."""
        self.expect(r"Hit any key to stop autoboot", timeout)
        self.send("\n")
        self.expect(r"(^|\n)" + re.escape(PROMPT), timeout)

    def cmd(self, command, timeout=20):
        """Run one command at the prompt; return what it printed (without
        the echo of the command and the next prompt)."""
        self.buf = ""
        self.send(command + "\n")
        self.expect(re.escape(command) + r"\n", timeout)
        out = self.expect(r"(^|\n)" + re.escape(PROMPT), timeout)
        return out[:-len(PROMPT)]

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
        for f in (self.proc.stdin, self.proc.stdout):
            try:
                f.close()
            except OSError:
                pass
