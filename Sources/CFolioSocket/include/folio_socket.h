#ifndef FOLIO_SOCKET_H
#define FOLIO_SOCKET_H

#include <sys/types.h>

// A Unix stream socket listening at `path` (which must not exist), mode 0600; -1 with errno set.
int folio_listen_unix(const char *path);

// A Unix stream socket connected to `path`; -1 with errno set (ENOENT, ECONNREFUSED: no one listens).
int folio_connect_unix(const char *path);

// The user id of the process at the other end of a connected Unix socket; -1 when it cannot be known.
int folio_peer_uid(int fd, uid_t *uid);

// Sets how long a receive or a send on `fd` may wait, in milliseconds.
int folio_set_socket_timeouts(int fd, int milliseconds);



// A connection accepted on a listening socket, close-on-exec; -1 with errno set.
int folio_accept(int listener);
// Writes all of `bytes` (send with MSG_NOSIGNAL: a peer gone is EPIPE, never SIGPIPE); 0, or -1 with errno set.
int folio_send_all(int fd, const void *bytes, size_t count);
#endif
