#include <seccomp.h>
#include <sys/prctl.h>
#include <fcntl.h>

// SCMP_ACT_ERRNO is a function-like macro, which Swift does not import.
static inline uint32_t folio_seccomp_act_errno(uint16_t error) { return SCMP_ACT_ERRNO(error); }

// prctl is variadic, which Swift does not import.
static inline int folio_set_no_new_privs(void) { return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); }

// clone's flag for a thread of the same process (sched.h hides it without _GNU_SOURCE).
static inline unsigned long folio_clone_thread_flag(void) { return 0x00010000UL; }

// A sanitizer runtime (ASan, LSan, TSan) given a log_path opens its report file only when it
// first reports, which inside the sandbox is an open for writing, refused: the report would be
// lost ("Can't open file", exit 1). Asking for the path makes the runtime open the file now, so a
// later report is written to a descriptor it already holds. Weak: null in a build without one.
extern const char *__sanitizer_get_report_path(void) __attribute__((weak));
static inline void folio_open_sanitizer_report_file(void) {
    if (__sanitizer_get_report_path) (void)__sanitizer_get_report_path();
}
