#define _GNU_SOURCE
#include "folio_process.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

int folio_spawn_worker(const char *path, char *const argv[], char *const envp[], int document, int socket, pid_t *pid) {
    // dup2 onto 3 and 4 would clobber one source with the other when it already sits there: both
    // are first moved above them (the copies close on exec; dup2 clears that flag on 3 and 4).
    // No document (-1): the template process, with its socket alone, on 4.
    int high_document = document < 0 ? -1 : fcntl(document, F_DUPFD_CLOEXEC, 10);
    if (document >= 0 && high_document < 0) return -errno;
    int high_socket = fcntl(socket, F_DUPFD_CLOEXEC, 10);
    if (high_socket < 0) { int e = errno; close(high_document); return -e; }

    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int result = posix_spawn_file_actions_init(&actions);
    if (result == 0) result = posix_spawnattr_init(&attributes);
    if (result == 0) result = posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    if (result == 0) result = posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    if (result == 0 && high_document >= 0) result = posix_spawn_file_actions_adddup2(&actions, high_document, 3);
    if (result == 0) result = posix_spawn_file_actions_adddup2(&actions, high_socket, 4);
    if (result == 0) result = posix_spawn_file_actions_addclosefrom_np(&actions, 5);
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    if (result == 0) result = posix_spawnattr_setsigmask(&attributes, &none);
    if (result == 0) result = posix_spawnattr_setsigdefault(&attributes, &all);
    if (result == 0) result = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    if (result == 0) result = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (high_document >= 0) close(high_document);
    close(high_socket);
    return -result;
}

ssize_t folio_send_with_descriptor(int socket, const void *bytes, size_t count, int fd) {
    struct iovec part = { .iov_base = (void *)bytes, .iov_len = count };
    union { char buffer[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    struct msghdr message = { .msg_iov = &part, .msg_iovlen = 1 };
    if (fd >= 0) {
        memset(&control, 0, sizeof control);
        message.msg_control = control.buffer;
        message.msg_controllen = sizeof control.buffer;
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(header), &fd, sizeof(int));
    }
    ssize_t sent;
    do { sent = sendmsg(socket, &message, MSG_NOSIGNAL); } while (sent < 0 && errno == EINTR);
    return sent < 0 ? -errno : sent;
}

ssize_t folio_receive_with_descriptor(int socket, void *bytes, size_t capacity, int *fd) {
    struct iovec part = { .iov_base = bytes, .iov_len = capacity };
    union { char buffer[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    struct msghdr message = { .msg_iov = &part, .msg_iovlen = 1, .msg_control = control.buffer,
                              .msg_controllen = sizeof control.buffer };
    *fd = -1;
    ssize_t received;
    do { received = recvmsg(socket, &message, MSG_CMSG_CLOEXEC); } while (received < 0 && errno == EINTR);
    if (received < 0) return -errno;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) memcpy(fd, CMSG_DATA(header), sizeof(int));
    }
    return received;
}

int folio_memfd_create(const char *name) {
    int fd = memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
    return fd < 0 ? -errno : fd;
}

int folio_memfd_seal(int fd) {
    return fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) == 0 ? 0 : -errno;
}

int folio_die_with_parent(void) {
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) == 0 ? 0 : -errno;
}

int folio_socket_pair(int fds[2]) {
    return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0 ? 0 : -errno;
}
