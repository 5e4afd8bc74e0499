/* Drops one file on an X window the way a file manager does (the XDND protocol, version 5), so the
 * window tests can check that a PDF dropped on the reader opens: there is no xdotool command for it.
 *   cc -o xdnd-drop xdnd-drop.c -lX11 && ./xdnd-drop WINDOW_ID /absolute/path.pdf
 * Exits 0 once the target has said it finished the drop, non-zero on a refusal or after 10 s. */
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

static Display *display;
static Atom atom(const char *name) { return XInternAtom(display, name, False); }

static void send(Window target, Window source, const char *type, long l1, long l2, long l3, long l4) {
    XEvent event = {0};
    event.xclient.type = ClientMessage;
    event.xclient.window = target;
    event.xclient.message_type = atom(type);
    event.xclient.format = 32;
    event.xclient.data.l[0] = (long)source;
    event.xclient.data.l[1] = l1;
    event.xclient.data.l[2] = l2;
    event.xclient.data.l[3] = l3;
    event.xclient.data.l[4] = l4;
    XSendEvent(display, target, False, NoEventMask, &event);
    XFlush(display);
}

static double now(void) {
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return tv.tv_sec + tv.tv_usec / 1e6;
}

int main(int argc, char **argv) {
    if (argc != 3 || argv[2][0] != '/') {
        fprintf(stderr, "usage: xdnd-drop WINDOW_ID /absolute/path\n");
        return 2;
    }
    if (!(display = XOpenDisplay(NULL))) return fprintf(stderr, "xdnd-drop: no display\n"), 1;
    Window target = (Window)strtoul(argv[1], NULL, 0);
    Window source = XCreateSimpleWindow(display, DefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0);
    char uri[4200];
    snprintf(uri, sizeof uri, "file://%s\r\n", argv[2]);
    Atom uriList = atom("text/uri-list");
    XSetSelectionOwner(display, atom("XdndSelection"), source, CurrentTime);

    /* The drop point: the middle of the target, in root coordinates. */
    XWindowAttributes attributes;
    XGetWindowAttributes(display, target, &attributes);
    int x, y;
    Window child;
    XTranslateCoordinates(display, target, DefaultRootWindow(display), attributes.width / 2, attributes.height / 2, &x, &y, &child);

    send(target, source, "XdndEnter", 5L << 24, (long)uriList, None, None);
    send(target, source, "XdndPosition", 0, ((long)x << 16) | y, CurrentTime, (long)atom("XdndActionCopy"));
    int dropped = 0;
    double deadline = now() + 10;
    while (now() < deadline) {
        if (!XPending(display)) {
            struct timeval pause = {0, 10000};
            select(0, NULL, NULL, NULL, &pause);
            continue;
        }
        XEvent event;
        XNextEvent(display, &event);
        if (event.type == ClientMessage && event.xclient.message_type == atom("XdndStatus")) {
            if (!(event.xclient.data.l[1] & 1)) return fprintf(stderr, "xdnd-drop: the window refused the drop\n"), 1;
            if (!dropped) send(target, source, "XdndDrop", 0, CurrentTime, 0, 0);
            dropped = 1;
        } else if (event.type == SelectionRequest) {
            /* The target asks for the data: the file's URI. */
            XSelectionRequestEvent *request = &event.xselectionrequest;
            XEvent reply = {0};
            reply.xselection.type = SelectionNotify;
            reply.xselection.requestor = request->requestor;
            reply.xselection.selection = request->selection;
            reply.xselection.target = request->target;
            reply.xselection.time = request->time;
            reply.xselection.property = None;
            if (request->target == uriList) {
                XChangeProperty(display, request->requestor, request->property, uriList, 8, PropModeReplace,
                                (unsigned char *)uri, (int)strlen(uri));
                reply.xselection.property = request->property;
            }
            XSendEvent(display, request->requestor, False, NoEventMask, &reply);
            XFlush(display);
        } else if (event.type == ClientMessage && event.xclient.message_type == atom("XdndFinished")) {
            return 0;
        }
    }
    fprintf(stderr, "xdnd-drop: no answer from window %s\n", argv[1]);
    return 1;
}
