#define _GNU_SOURCE
#include "folio_zygote.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

ssize_t folio_send_with_descriptors(int socket, const void *bytes, size_t count, const int *fds, int count_fds) {
    if (count_fds < 0 || count_fds > 2) return -EINVAL;
    struct iovec part = { .iov_base = (void *)bytes, .iov_len = count };
    union { char buffer[CMSG_SPACE(2 * sizeof(int))]; struct cmsghdr align; } control;
    struct msghdr message = { .msg_iov = &part, .msg_iovlen = 1 };
    if (count_fds > 0) {
        memset(&control, 0, sizeof control);
        message.msg_control = control.buffer;
        message.msg_controllen = CMSG_SPACE(count_fds * sizeof(int));
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(count_fds * sizeof(int));
        memcpy(CMSG_DATA(header), fds, count_fds * sizeof(int));
    }
    ssize_t sent;
    do { sent = sendmsg(socket, &message, MSG_NOSIGNAL); } while (sent < 0 && errno == EINTR);
    return sent < 0 ? -errno : sent;
}

ssize_t folio_receive_with_descriptors(int socket, void *bytes, size_t capacity, int fds[2]) {
    struct iovec part = { .iov_base = bytes, .iov_len = capacity };
    union { char buffer[CMSG_SPACE(2 * sizeof(int))]; struct cmsghdr align; } control;
    struct msghdr message = { .msg_iov = &part, .msg_iovlen = 1, .msg_control = control.buffer,
                              .msg_controllen = sizeof control.buffer };
    fds[0] = fds[1] = -1;
    ssize_t received;
    do { received = recvmsg(socket, &message, MSG_CMSG_CLOEXEC); } while (received < 0 && errno == EINTR);
    if (received < 0) return -errno;
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
        size_t count = (header->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        int given[2] = { -1, -1 };
        memcpy(given, CMSG_DATA(header), (count > 2 ? 2 : count) * sizeof(int));
        for (size_t i = 0; i < 2; i++) {
            if (given[i] < 0) continue;
            if (fds[i] >= 0) close(fds[i]);
            fds[i] = given[i];
        }
    }
    return received;
}

/// Closes every descriptor from `first` on.
static void close_from(int first) {
    if (close_range(first, ~0U, 0) == 0) return;
    long last = sysconf(_SC_OPEN_MAX);
    for (long fd = first; fd < last; fd++) close((int)fd);
}

/// /dev/null opened as `fd`, with `flags`.
static int null_onto(int fd, int flags) {
    int opened = open("/dev/null", flags | O_CLOEXEC);
    if (opened < 0) return -1;
    if (opened == fd) return fcntl(fd, F_SETFD, 0);
    int result = dup2(opened, fd);
    close(opened);
    return result < 0 ? -1 : 0;
}

pid_t folio_fork_zygote(int socket) {
    pid_t reader = getpid();
    pid_t child = fork();
    if (child != 0) return child < 0 ? -errno : child;
    // The template process: dies with the reader (the thread that forked it), which may already be gone.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || getppid() != reader) _exit(1);
    int high = fcntl(socket, F_DUPFD_CLOEXEC, 10);
    if (high < 0 || dup2(high, 4) < 0) _exit(1);
    if (null_onto(0, O_RDONLY) != 0 || null_onto(1, O_WRONLY) != 0) _exit(1);
    close(3);
    close_from(5);
    return 0;
}

/// The worker's side of `folio_zygote_fork_worker`, in the grandchild. `adopted` is the read end
/// of a pipe whose write end the template closes once it has reaped the middle process.
static void become_worker(int document, int socket, int adopted, pid_t reader) {
    // The reader may write its first requests before the template answers it, so that they wait
    // in the socket for the worker: readable input does not mean adopted. The end of the pipe
    // does: the template closes its end only after reaping the middle process, and by then this
    // process is the reader's child. The death signal is set only then, since it follows the
    // parent; a reader that went meanwhile has left someone else as parent.
    char ignored;
    while (read(adopted, &ignored, 1) < 0 && errno == EINTR) {}
    close(adopted);
    // What today's posix_spawn of a worker resets (POSIX_SPAWN_SETSIGDEF, SETSIGMASK): the
    // template's handlers (the Swift runtime's backtracer, a sanitizer's) are not the worker's.
    struct sigaction standard;
    memset(&standard, 0, sizeof standard);
    standard.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; signal++) {
        if (signal != SIGKILL && signal != SIGSTOP) sigaction(signal, &standard, NULL);
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    // As in folio_spawn_worker: both moved above 3 and 4 first, so that neither clobbers the other.
    int high_document = fcntl(document, F_DUPFD_CLOEXEC, 10);
    int high_socket = fcntl(socket, F_DUPFD_CLOEXEC, 10);
    if (high_document < 0 || high_socket < 0 || dup2(high_document, 3) < 0 || dup2(high_socket, 4) < 0) _exit(127);
    if (null_onto(0, O_RDONLY) != 0 || null_onto(1, O_WRONLY) != 0) _exit(127);
    close_from(5);
    struct pollfd request = { .fd = 4, .events = POLLIN };
    while (poll(&request, 1, -1) < 0 && errno == EINTR) {}
    if (getppid() != reader) _exit(1);
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) _exit(1);
    if (getppid() != reader) _exit(1);
}

pid_t folio_zygote_fork_worker(int document, int socket, pid_t reader) {
    int said[2], adopted[2];
    if (pipe2(said, O_CLOEXEC) != 0) return -errno;
    if (pipe2(adopted, O_CLOEXEC) != 0) {
        int error = errno;
        close(said[0]);
        close(said[1]);
        return -error;
    }
    pid_t middle = fork();
    if (middle < 0) {
        int error = errno;
        close(said[0]);
        close(said[1]);
        close(adopted[0]);
        close(adopted[1]);
        return -error;
    }
    if (middle == 0) {
        close(adopted[1]);
        pid_t worker = fork();
        if (worker == 0) {
            become_worker(document, socket, adopted[0], reader);
            return 0;
        }
        // The middle process tells the worker's pid and leaves at once, orphaning it to the reader.
        pid_t answer = worker < 0 ? -errno : worker;
        ssize_t written = write(said[1], &answer, sizeof answer);
        _exit(written == sizeof answer ? 0 : 1);
    }
    close(said[1]);
    close(adopted[0]);
    pid_t answer = -EIO;
    ssize_t got;
    do { got = read(said[0], &answer, sizeof answer); } while (got < 0 && errno == EINTR);
    if (got != sizeof answer) answer = -EIO;
    close(said[0]);
    while (waitpid(middle, NULL, 0) < 0 && errno == EINTR) {}
    close(adopted[1]);  // the worker, now the reader's, may read its requests
    return answer;
}

int folio_thread_count(void) {
    DIR *tasks = opendir("/proc/self/task");
    if (!tasks) return -errno;
    int count = 0;
    for (struct dirent *entry = readdir(tasks); entry; entry = readdir(tasks)) {
        if (entry->d_name[0] != '.') count++;
    }
    closedir(tasks);
    return count;
}

int folio_set_child_subreaper(int on) {
    return prctl(PR_SET_CHILD_SUBREAPER, on ? 1 : 0, 0, 0, 0) == 0 ? 0 : -errno;
}
