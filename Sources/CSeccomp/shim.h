#include <seccomp.h>
#include <sys/prctl.h>
#include <fcntl.h>

// SCMP_ACT_ERRNO is a function-like macro, which Swift does not import.
static inline uint32_t folio_seccomp_act_errno(uint16_t error) { return SCMP_ACT_ERRNO(error); }

// prctl is variadic, which Swift does not import.
static inline int folio_set_no_new_privs(void) { return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); }

// clone's flag for a thread of the same process (sched.h hides it without _GNU_SOURCE).
static inline unsigned long folio_clone_thread_flag(void) { return 0x00010000UL; }
