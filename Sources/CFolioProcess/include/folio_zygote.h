#ifndef FOLIO_ZYGOTE_H
#define FOLIO_ZYGOTE_H

#include <stddef.h>
#include <sys/types.h>

// The render template process (the zygote): what Swift cannot reach by itself to fork workers out
// of it, pass it two descriptors at once (SCM_RIGHTS) and have the reader adopt them (prctl).
// Each returns 0 or a positive count on success, -errno on failure.

/// Sends `count` bytes with the `count_fds` descriptors of `fds` (at most 2) attached.
ssize_t folio_send_with_descriptors(int socket, const void *bytes, size_t count, const int *fds, int count_fds);

/// Receives up to `capacity` bytes; the descriptors attached to them (at most 2, closed on exec) go
/// to `fds`, the slots left -1. 0: the other end closed.
ssize_t folio_receive_with_descriptors(int socket, void *bytes, size_t capacity, int fds[2]);

/// Forks the template process from a single-threaded reader: in the child, `socket` becomes
/// descriptor 4, standard input and output read and write /dev/null, standard error is shared,
/// every other descriptor is closed, and it dies with its parent. The parent gets the child's pid,
/// the child 0.
pid_t folio_fork_zygote(int socket);

/// In the template process: makes a worker, a grandchild that the reader (`reader`, a subreaper at
/// the time) adopts once the middle process between them has exited. The worker gets `document` as
/// descriptor 3 and `socket` as 4, /dev/null as 0 and 1, standard error shared, nothing else;
/// signal dispositions and the mask are reset. It waits until it is the reader's child (the template
/// has reaped the middle process) and the reader has written to it, then returns 0 with its parent
/// the reader and dying with it (or exits if the reader is gone). The template process gets the
/// worker's pid once the middle process is reaped, or -errno.
pid_t folio_zygote_fork_worker(int document, int socket, pid_t reader);

/// The threads of this process (/proc/self/task), or -errno.
int folio_thread_count(void);

/// Makes this process the reaper of its orphaned descendants (`on` 1) or no longer (0).
int folio_set_child_subreaper(int on);

#endif
