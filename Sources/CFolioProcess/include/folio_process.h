#ifndef FOLIO_PROCESS_H
#define FOLIO_PROCESS_H

#include <stddef.h>
#include <sys/types.h>

// What Swift cannot reach by itself for the render worker processes: posix_spawn's file actions
// (closefrom is a GNU extension), SCM_RIGHTS (its CMSG_* macros), memfd_create and prctl (variadic).
// Each returns 0 or a positive count on success, -errno on failure.

/// Starts `path` with `argv` and `envp`: `document` becomes descriptor 3 and `socket` 4 in the child,
/// standard input and output read and write /dev/null, standard error is shared, and every other
/// descriptor is closed. Signal dispositions and the mask are reset. The child's pid goes to `pid`.
int folio_spawn_worker(const char *path, char *const argv[], char *const envp[], int document, int socket, pid_t *pid);

/// Sends `count` bytes, with descriptor `fd` attached when it is not -1.
ssize_t folio_send_with_descriptor(int socket, const void *bytes, size_t count, int fd);

/// Receives up to `capacity` bytes; a descriptor attached to them goes to `fd` (else -1). 0: the
/// other end closed.
ssize_t folio_receive_with_descriptor(int socket, void *bytes, size_t capacity, int *fd);

/// An anonymous memory file, closed on exec, that can be sealed.
int folio_memfd_create(const char *name);

/// Seals a memory file against any change of size or content from now on (fails with EBUSY while
/// some process still has it mapped writable).
int folio_memfd_seal(int fd);

/// The child dies with SIGKILL when its parent does: a reader that crashes leaves no renderer behind.
int folio_die_with_parent(void);

/// A connected pair of stream sockets, closed on exec.
int folio_socket_pair(int fds[2]);

#endif
