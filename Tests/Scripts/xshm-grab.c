/* xshm-grab: watches the screen of $DISPLAY while a program starts, for launch-figures.py.

   Grabs the root window through the MIT shared-memory extension (XShmGetImage) every INTERVAL
   milliseconds, from before the program is started until the pixels have stayed the same for
   SETTLE seconds after they first changed (or TIMEOUT seconds have gone by, or SIGTERM/SIGINT
   arrives), and notes when each top-level window is mapped (MapNotify on the root). Then it prints,
   on standard output:

     start T                     when grabbing began (T: CLOCK_MONOTONIC seconds, 6 decimals)
     map T WINDOW X Y W H OR     each top-level window mapped (OR: 1 for override-redirect)
     unmap T WINDOW              each top-level window unmapped
     window WINDOW X Y W H       the viewer's final window: the largest top-level window viewable at
                                 the end that is not override-redirect (none: the whole screen)
     frame T PIXELS FRACTION     the first grab and each grab whose pixels differ from the grab
                                 before it: T the time the grab's reply arrived, PIXELS how many
                                 screen pixels differ from the final grab's, FRACTION that count
                                 over the final window's area
     end T REASON grabs=N changed=N dropped=N gap_ms=MEAN/MAX
                                 REASON: settled, timeout or stopped; gap_ms the mean and largest
                                 time between two grabs' replies

   "ready" goes to standard error once the first grab is in hand: start the program after it.

   Each changed grab is kept as one byte a pixel (a hash of its colour), so the count of pixels
   differing from the final grab is exact but for one differing pixel in 256 whose hashes collide;
   at most MAX_FRAMES of them are kept (the oldest changed grabs after the first are dropped beyond
   that, and "dropped" says how many). A 1920x1080 screen costs 2 MB a kept grab.

     cc -O2 -o xshm-grab xshm-grab.c -lX11 -lXext
     xshm-grab [-i INTERVAL_MS=5] [-s SETTLE_S=3] [-t TIMEOUT_S=20] [-m MAX_FRAMES=240]
               [-p FINAL.ppm]   (the final grab, cropped to the final window, as a binary PPM)
               [-d DIR]         (every changed grab, whole, as DIR/grab-T.ppm: for looking at what
                                 the figures count; writing them slows the grabbing down)

   The PPM files take the visual to be 8-bit red, green and blue (0xRRGGBB), as Xvfb's depth 24 is.
*/
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t stop_asked;
static void on_signal(int sig) { (void)sig; stop_asked = 1; }

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* A window may be gone by the time its attributes are asked for: that error is no reason to stop. */
static int ignore_error(Display *d, XErrorEvent *e) {
    (void)d, (void)e;
    return 0;
}

static void die(const char *message) {
    fprintf(stderr, "xshm-grab: %s\n", message);
    exit(2);
}

struct shm_image {
    XImage *image;
    XShmSegmentInfo info;
};

static void make_image(Display *d, int screen, int w, int h, struct shm_image *s) {
    s->image = XShmCreateImage(d, DefaultVisual(d, screen), DefaultDepth(d, screen), ZPixmap, NULL,
                               &s->info, w, h);
    if (!s->image) die("XShmCreateImage failed");
    if (s->image->bits_per_pixel != 32) die("only 32 bits a pixel are handled (run Xvfb with depth 24)");
    s->info.shmid = shmget(IPC_PRIVATE, (size_t)s->image->bytes_per_line * h, IPC_CREAT | 0600);
    if (s->info.shmid < 0) die("shmget failed");
    s->info.shmaddr = s->image->data = shmat(s->info.shmid, NULL, 0);
    if (s->info.shmaddr == (void *)-1) die("shmat failed");
    s->info.readOnly = False;
    if (!XShmAttach(d, &s->info)) die("XShmAttach failed");
    XSync(d, False);
    /* Marked for removal now: the segment goes when both sides detach, even if we are killed. */
    shmctl(s->info.shmid, IPC_RMID, NULL);
}

/* One byte a pixel: a multiplicative hash of its 24 colour bits. */
static void hash_frame(const XImage *image, int w, int h, uint8_t *out) {
    for (int y = 0; y < h; y++) {
        const uint32_t *row = (const uint32_t *)(image->data + (size_t)y * image->bytes_per_line);
        uint8_t *o = out + (size_t)y * w;
        for (int x = 0; x < w; x++) o[x] = (uint8_t)(((row[x] & 0xFFFFFFu) * 0x9E3779B1u) >> 24);
    }
}

static void write_ppm(const char *path, const XImage *image, int x0, int y0, int w, int h) {
    FILE *f = fopen(path, "wb");
    if (!f) die("cannot write a PPM file");
    fprintf(f, "P6\n%d %d\n255\n", w, h);
    unsigned char *line = malloc((size_t)w * 3);
    if (!line) die("out of memory");
    for (int y = y0; y < y0 + h; y++) {
        const uint32_t *row = (const uint32_t *)(image->data + (size_t)y * image->bytes_per_line);
        for (int x = 0; x < w; x++) {
            uint32_t p = row[x0 + x];
            line[3 * x] = p >> 16, line[3 * x + 1] = p >> 8, line[3 * x + 2] = p;
        }
        fwrite(line, 3, w, f);
    }
    free(line);
    fclose(f);
}

static int same_pixels(const XImage *a, const XImage *b, int w, int h) {
    for (int y = 0; y < h; y++)
        if (memcmp(a->data + (size_t)y * a->bytes_per_line, b->data + (size_t)y * b->bytes_per_line,
                   (size_t)w * 4))
            return 0;
    return 1;
}

struct frame {
    double t;
    uint8_t *pixels;
};

struct event {
    double t;
    int mapped; /* 1 map, 0 unmap */
    Window window;
    int x, y, w, h, override;
};

int main(int argc, char **argv) {
    double interval = 0.005, settle = 3, timeout = 20;
    int max_frames = 240;
    const char *ppm = NULL, *dump = NULL;
    for (int opt; (opt = getopt(argc, argv, "i:s:t:m:p:d:")) != -1;) {
        switch (opt) {
        case 'i': interval = atof(optarg) / 1000; break;
        case 's': settle = atof(optarg); break;
        case 't': timeout = atof(optarg); break;
        case 'm': max_frames = atoi(optarg); break;
        case 'p': ppm = optarg; break;
        case 'd': dump = optarg; break;
        default:
            fprintf(stderr, "usage: xshm-grab [-i INTERVAL_MS] [-s SETTLE_S] [-t TIMEOUT_S] [-m MAX_FRAMES] "
                            "[-p FINAL.ppm] [-d DIR]\n");
            return 2;
        }
    }
    if (interval <= 0 || settle <= 0 || timeout <= 0 || max_frames < 2) die("bad option value");

    struct sigaction action = {0};
    action.sa_handler = on_signal; /* no SA_RESTART: poll returns at once */
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGINT, &action, NULL);

    Display *d = XOpenDisplay(NULL);
    if (!d) die("cannot open the display $DISPLAY");
    XSetErrorHandler(ignore_error);
    if (!XShmQueryExtension(d)) die("the X server has no MIT-SHM extension");
    int screen = DefaultScreen(d);
    Window root = RootWindow(d, screen);
    int w = DisplayWidth(d, screen), h = DisplayHeight(d, screen);
    XSelectInput(d, root, SubstructureNotifyMask);

    struct shm_image shm[2];
    make_image(d, screen, w, h, &shm[0]);
    make_image(d, screen, w, h, &shm[1]);

    struct frame *frames = calloc(max_frames, sizeof *frames);
    int kept = 0, dropped = 0;
    size_t events_cap = 64, events_n = 0;
    struct event *events = malloc(events_cap * sizeof *events);
    if (!frames || !events) die("out of memory");

    long grabs = 0, changed = 0;
    double started = now(), first_change = -1, last_change = -1, last_grab = -1;
    double gap_sum = 0, gap_max = 0;
    const char *reason = "timeout";
    int current = 0;
    double deadline = started;
    int fd = ConnectionNumber(d);

    for (;;) {
        /* Events until the next grab is due, timed as they arrive. */
        for (;;) {
            while (XPending(d)) {
                XEvent e;
                XNextEvent(d, &e);
                double t = now();
                if (e.type != MapNotify && e.type != UnmapNotify) continue;
                Window win = e.type == MapNotify ? e.xmap.window : e.xunmap.window;
                if ((e.type == MapNotify ? e.xmap.event : e.xunmap.event) != root) continue;
                if (events_n == events_cap) {
                    events_cap *= 2;
                    events = realloc(events, events_cap * sizeof *events);
                    if (!events) die("out of memory");
                }
                struct event *ev = &events[events_n++];
                memset(ev, 0, sizeof *ev);
                ev->t = t;
                ev->window = win;
                ev->mapped = e.type == MapNotify;
                if (ev->mapped) {
                    XWindowAttributes a;
                    if (XGetWindowAttributes(d, win, &a)) {
                        ev->x = a.x, ev->y = a.y, ev->w = a.width, ev->h = a.height;
                        ev->override = a.override_redirect;
                    }
                }
            }
            double left = deadline - now();
            if (left <= 0 || stop_asked) break;
            struct pollfd p = {fd, POLLIN, 0};
            int ms = (int)(left * 1000);
            if (poll(&p, 1, ms > 0 ? ms : 0) <= 0 && ms == 0) break;
        }
        if (stop_asked) {
            reason = "stopped";
            break;
        }

        struct shm_image *s = &shm[current];
        if (!XShmGetImage(d, root, s->image, 0, 0, AllPlanes)) die("XShmGetImage failed");
        double t = now();
        grabs++;
        if (last_grab >= 0) {
            double gap = t - last_grab;
            gap_sum += gap;
            if (gap > gap_max) gap_max = gap;
        }
        last_grab = t;
        int differs = grabs == 1 || !same_pixels(s->image, shm[1 - current].image, w, h);
        if (differs) {
            if (grabs > 1) {
                changed++;
                if (first_change < 0) first_change = t;
                last_change = t;
            }
            if (kept == max_frames) { /* drop the oldest changed grab, keeping the first grab */
                free(frames[1].pixels);
                memmove(&frames[1], &frames[2], (kept - 2) * sizeof *frames);
                kept--;
                dropped++;
            }
            uint8_t *pixels = malloc((size_t)w * h);
            if (!pixels) die("out of memory");
            hash_frame(s->image, w, h, pixels);
            if (dump) {
                char path[4096];
                snprintf(path, sizeof path, "%s/grab-%.6f.ppm", dump, t);
                write_ppm(path, s->image, 0, 0, w, h);
            }
            frames[kept].t = t;
            frames[kept].pixels = pixels;
            kept++;
            current = 1 - current; /* the next grab goes to the other buffer */
        }
        if (grabs == 1) {
            fprintf(stderr, "ready\n");
            fflush(stderr);
        }
        if (first_change >= 0 && t - last_change >= settle) {
            reason = "settled";
            break;
        }
        if (t - started >= timeout) break;
        deadline += interval;
        if (deadline < t) deadline = t; /* behind: grab again at once, don't catch up in a burst */
    }
    double ended = now();
    /* The final grab is the one in the buffer not to be written next. */
    XImage *final_image = shm[1 - current].image;

    /* The viewer's window: the largest viewable top-level window that is not override-redirect. */
    Window best = 0;
    int bx = 0, by = 0, bw = w, bh = h;
    long best_area = 0;
    Window parent, root_return, *children = NULL;
    unsigned int n = 0;
    if (XQueryTree(d, root, &root_return, &parent, &children, &n)) {
        for (unsigned int i = 0; i < n; i++) {
            XWindowAttributes a;
            if (!XGetWindowAttributes(d, children[i], &a)) continue;
            if (a.map_state != IsViewable || a.override_redirect) continue;
            /* Clipped to the screen: only what shows counts. */
            int x0 = a.x < 0 ? 0 : a.x, y0 = a.y < 0 ? 0 : a.y;
            int x1 = a.x + a.width + 2 * a.border_width, y1 = a.y + a.height + 2 * a.border_width;
            if (x1 > w) x1 = w;
            if (y1 > h) y1 = h;
            long area = (long)(x1 - x0) * (y1 - y0);
            if (x1 > x0 && y1 > y0 && area > best_area) {
                best_area = area, best = children[i];
                bx = x0, by = y0, bw = x1 - x0, bh = y1 - y0;
            }
        }
        if (children) XFree(children);
    }
    double area = (double)bw * bh;

    printf("start %.6f\n", started);
    for (size_t i = 0; i < events_n; i++) {
        struct event *ev = &events[i];
        if (ev->mapped)
            printf("map %.6f 0x%lx %d %d %d %d %d\n", ev->t, ev->window, ev->x, ev->y, ev->w, ev->h,
                   ev->override);
        else
            printf("unmap %.6f 0x%lx\n", ev->t, ev->window);
    }
    printf("window 0x%lx %d %d %d %d\n", best, bx, by, bw, bh);
    const uint8_t *final = frames[kept - 1].pixels;
    size_t total = (size_t)w * h;
    for (int i = 0; i < kept; i++) {
        long count = 0;
        const uint8_t *p = frames[i].pixels;
        for (size_t k = 0; k < total; k++) count += p[k] != final[k];
        printf("frame %.6f %ld %.6f\n", frames[i].t, count, count / area);
    }
    printf("end %.6f %s grabs=%ld changed=%ld dropped=%d gap_ms=%.2f/%.2f\n", ended, reason, grabs, changed,
           dropped, grabs > 1 ? gap_sum / (grabs - 1) * 1000 : 0.0, gap_max * 1000);
    fflush(stdout);

    if (ppm) write_ppm(ppm, final_image, bx, by, bw, bh);
    XShmDetach(d, &shm[0].info);
    XShmDetach(d, &shm[1].info);
    XCloseDisplay(d);
    return 0;
}
