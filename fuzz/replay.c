/* SPDX-License-Identifier: (GPL-2.0-or-later OR BSD-2-Clause) */
/*
 * replay.c: run inputs through the fuzz harness (fuzz.c) without
 * libFuzzer, one child process per input, so that one crash does not hide
 * the next.  Built with AddressSanitizer and UndefinedBehaviorSanitizer
 * like the fuzzer, it is how `make fuzz-regress` and `make check` replay
 * host-tests/regress/.
 *
 *   replay [-v] [-c] [-t SECONDS] [-x SUFFIX] [-k KNOWN] FILE|DIR...
 *
 * A directory stands for the files in it (not recursively; names starting
 * with '.' and README* are skipped, and with -x, names not ending in
 * SUFFIX).  Prints "FAIL NAME: why" for each
 * failing input ("ok NAME" too with -v), then "N passed, N failed,
 * N skipped"; exits 1 if any failed.
 *
 * -k KNOWN names a file listing inputs (by file name, one a line, '#'
 * comments) that fail because of a known, reported bug not fixed yet: such
 * an input that fails is counted as skipped ("known bug NAME"); one that
 * passes is counted as passed, with a note to take it off the list.  An
 * input fails when the harness aborts (an invariant broke), a sanitizer
 * reports, or it runs longer than SECONDS (default 20).
 *
 * -c also runs every prefix of each input (its first 0, 1, 2, ... bytes),
 * each in a heap block of exactly its size: a text may end anywhere, with
 * no newline and no NUL after it, and reading the byte past its end is the
 * one bug the fuzzer has found most often (a quote, a '=', a blank or a
 * '[' as the text's last byte).  A failing prefix's length is printed.
 */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <sanitizer/common_interface_defs.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);
extern int fuzz_all_configs;	/* fuzz.c: every input under every config */

static int verbose, cuts, seconds = 20, passed, failed, skipped;
static volatile size_t cut_at;	/* the prefix being run, for the report */
static char *known;		/* the -k file's text, "\nNAME\n..." */
static const char *suffix;

static int run_one(const char *path)
{
	FILE *f = fopen(path, "rb");
	unsigned char *data;
	long n;

	if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET)) {
		perror(path);
		return 2;
	}
	data = malloc(n ? (size_t)n : 1);
	if (!data || fread(data, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		return 2;
	}
	fclose(f);
	LLVMFuzzerTestOneInput(data, (size_t)n);
	for (cut_at = 0; cuts && cut_at < (size_t)n; cut_at++) {
		unsigned char *head = malloc(cut_at ? cut_at : 1);

		memcpy(head, data, cut_at);
		LLVMFuzzerTestOneInput(head, cut_at);
		free(head);
	}
	free(data);
	return 0;
}

/* A crash or a sanitizer's report in -c mode: say which prefix. */
static void say_cut(void)
{
	char msg[64];
	int len;

	if (!cuts)
		return;
	len = snprintf(msg, sizeof(msg), "replay: the input's first %zu "
		       "bytes\n", (size_t)cut_at);
	if (write(2, msg, (size_t)len) < 0)
		return;
}

static void on_abort(int sig)
{
	say_cut();
	signal(sig, SIG_DFL);
	raise(sig);
}

static int is_known(const char *name)
{
	char *p = known;
	size_t n = strlen(name);

	while (p && (p = strstr(p, name)))
		if (p[-1] == '\n' && (p[n] == '\n' || p[n] == ' ' || p[n] == '#'))
			return 1;
		else
			p += n;
	return 0;
}

static void read_known(const char *path)
{
	FILE *f = fopen(path, "r");
	long n;

	if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET)) {
		perror(path);
		exit(2);
	}
	known = malloc((size_t)n + 3);
	known[0] = '\n';
	if (fread(known + 1, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		exit(2);
	}
	known[n + 1] = '\n';
	known[n + 2] = '\0';
	fclose(f);
}

static void replay(const char *path)
{
	const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	int status;
	pid_t pid;

	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		perror("fork");
		exit(2);
	}
	if (pid == 0) {
		if (is_known(name))	/* its report is known: keep it quiet */
			freopen("/dev/null", "w", stderr);
		alarm((unsigned int)seconds);
		signal(SIGABRT, on_abort);
		signal(SIGSEGV, on_abort);
		__sanitizer_set_death_callback(say_cut);
		_exit(run_one(path));
	}
	if (waitpid(pid, &status, 0) < 0) {
		perror("waitpid");
		exit(2);
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
		passed++;
		if (is_known(name))
			printf("fixed %s: take it off the known bugs list\n", name);
		else if (verbose)
			printf("ok %s\n", name);
		return;
	}
	if (is_known(name)) {
		skipped++;
		printf("known bug %s\n", name);
		return;
	}
	failed++;
	if (WIFSIGNALED(status))
		printf("FAIL %s: %s\n", name, WTERMSIG(status) == SIGALRM ?
		       "timed out" : strsignal(WTERMSIG(status)));
	else
		printf("FAIL %s: exit status %d (a sanitizer report or an "
		       "unreadable file)\n", name, WEXITSTATUS(status));
}

static int cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void replay_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, i;

	if (!d) {
		perror(dir);
		exit(2);
	}
	while ((de = readdir(d))) {
		char *p;
		struct stat st;
		size_t len = strlen(de->d_name);

		if (de->d_name[0] == '.' || !strncmp(de->d_name, "README", 6))
			continue;
		if (suffix && (len < strlen(suffix) ||
			       strcmp(de->d_name + len - strlen(suffix), suffix)))
			continue;
		p = malloc(strlen(dir) + strlen(de->d_name) + 2);
		sprintf(p, "%s/%s", dir, de->d_name);
		if (stat(p, &st) || !S_ISREG(st.st_mode)) {
			free(p);
			continue;
		}
		names = realloc(names, (n + 1) * sizeof(*names));
		names[n++] = p;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof(*names), cmp);
	for (i = 0; i < n; i++) {
		replay(names[i]);
		free(names[i]);
	}
	free(names);
}

int main(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-v"))
			verbose = 1;
		else if (!strcmp(argv[i], "-c"))
			cuts = 1;
		else if (!strcmp(argv[i], "-t") && i + 1 < argc)
			seconds = atoi(argv[++i]);
		else if (!strcmp(argv[i], "-x") && i + 1 < argc)
			suffix = argv[++i];
		else if (!strcmp(argv[i], "-k") && i + 1 < argc)
			read_known(argv[++i]);
		else {
			fprintf(stderr, "usage: %s [-v] [-c] [-t SECONDS] [-x SUFFIX] "
				"[-k KNOWN] FILE|DIR...\n",
				argv[0]);
			return 2;
		}
	}
	fuzz_all_configs = 1;
	LLVMFuzzerInitialize(&argc, &argv);
	for (; i < argc; i++) {
		struct stat st;

		if (stat(argv[i], &st)) {
			perror(argv[i]);
			return 2;
		}
		if (S_ISDIR(st.st_mode))
			replay_dir(argv[i]);
		else
			replay(argv[i]);
	}
	printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
	return failed ? 1 : 0;
}
