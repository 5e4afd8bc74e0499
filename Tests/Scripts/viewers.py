"""What launch-figures.py and reading-memory.py share: the viewers compared and how each is started
and driven, a virtual X server, fresh configuration and cache folders for every run, the screen
grabber (xshm-grab.c, compiled on first use), and the memory of a process tree.

Not a script of its own: `import viewers` from a script beside it.
"""
import atexit, csv, json, os, shlex, shutil, signal, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus")
SAMPLE = os.path.join(ROOT, "Assets", "sample.pdf")
SCRIPTS = os.path.dirname(os.path.abspath(__file__))
WINDOW = (1280, 800)


class Failure(Exception):
    """A run or a setup step that failed, with a message for the user (not a traceback)."""


# The viewers compared, in their default order: `binary` is what must be on PATH (Folio's is given
# with --folio); `keys` are the reading session's next page, zoom in and scroll down keys (xdotool
# key names), from each viewer's manual page. Folio's `Next` (PageDown) turns the page at any zoom,
# where its arrows pan a zoomed page; mupdf's `Next` goes to the next page and `j` pans down; xpdf's
# `n` is the next page and `Down` scrolls 16 pixels; zathura's `J` is the next page and `j` scrolls
# down. qpdfview's `space` and evince's `n` are their next page; `Next` would scroll a screen in
# their continuous layout (tried under Xvfb: five presses went 2 and 4 pages on, `space` and `n` 5).
VIEWERS = {
    "folio": {"binary": None, "keys": ("Next", "plus", "Down")},
    "mupdf": {"binary": "mupdf", "keys": ("Next", "plus", "j")},
    "xpdf": {"binary": "xpdf", "keys": ("n", "plus", "Down")},
    "zathura": {"binary": "zathura", "keys": ("J", "plus", "j")},
    "qpdfview": {"binary": "qpdfview", "keys": ("space", "ctrl+Up", "Down")},
    "evince": {"binary": "evince", "keys": ("n", "plus", "Down")},
}


def parse_viewers(text, folio):
    """The viewers named in `text` (comma-separated) that are installed; says which are skipped."""
    chosen = []
    for name in [n.strip() for n in text.split(",") if n.strip()]:
        if name not in VIEWERS:
            raise Failure(f"unknown viewer {name!r}: the choice is {', '.join(VIEWERS)}")
        if name == "folio":
            if not (os.path.isfile(folio) and os.access(folio, os.X_OK)):
                raise Failure(f"no Folio binary at {folio} (build it, or give --folio PATH)")
        elif shutil.which(VIEWERS[name]["binary"]) is None:
            print(f"skipped {name}: {VIEWERS[name]['binary']} is not installed", file=sys.stderr)
            continue
        chosen.append(name)
    return chosen


def first_peer():
    """The first peer viewer installed, for the smoke checks."""
    for name, spec in VIEWERS.items():
        if name != "folio" and shutil.which(spec["binary"]):
            return name
    raise Failure(f"no peer viewer installed ({', '.join(n for n in VIEWERS if n != 'folio')})")


def xdotool(*arguments, timeout=120):
    """Runs xdotool with `arguments`; its output, or a Failure naming what failed."""
    run = subprocess.run(["xdotool", *arguments], capture_output=True, text=True, timeout=timeout)
    if run.returncode != 0:
        raise Failure(f"xdotool {' '.join(arguments[:3])} failed: {run.stderr.strip()}")
    return run.stdout.strip()


def command(name, path, folio, folio_args, as_typed=False):
    """The command line that opens `path` in viewer `name`. Folio's is `folio FILE` as a user types it
    when `as_typed` (its window is 1280x800 by default, and the run's cache folder is new), else with
    its window size and `--no-disk-cache` spelled out."""
    if name == "folio":
        wait_for_binary(folio)
        if as_typed:
            return [folio, path, *folio_args]
        return [folio, path, "--window", f"{WINDOW[0]}x{WINDOW[1]}", "--no-disk-cache", *folio_args]
    if name == "xpdf":
        return ["xpdf", "-geometry", f"{WINDOW[0]}x{WINDOW[1]}", path]
    return [VIEWERS[name]["binary"], path]


def build_stamp(path):
    """The binary's modification time and size: two runs with different stamps ran different builds."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return f"{time.strftime('%H:%M:%S', time.localtime(info.st_mtime))}/{info.st_size}"


def rebuilt_warning(runs, folio):
    """A warning when Folio's binary was replaced between runs (a build finished meanwhile)."""
    stamps = list(dict.fromkeys(r["folioBuild"] for r in runs if r["viewer"] == "folio" and r.get("folioBuild")))
    if len(stamps) > 1:
        return (f"warning: {folio} was rebuilt during the measurement (modification time/size: "
                f"{', '.join(stamps)}): its runs are of different builds")
    return None


def linking_warning(folio):
    """A warning when `folio` loads Swift's runtime and Foundation as shared libraries: run.sh (and
    the install) link them in with --static-swift-stdlib, which starts sooner and holds less
    (a plain `swift build -c release` measured 1 to 18 ms later to the map and 37.6 against
    31.0 MiB of reading PSS, docs/measuring.md). None when readelf is missing or says it is static."""
    try:
        dynamic = subprocess.run(["readelf", "-d", folio], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    if "[libswiftCore.so]" not in dynamic:
        return None
    return (f"warning: {folio} links Swift's runtime dynamically, unlike the Folio users run "
            "(build it as run.sh does: swift build -c release --static-swift-stdlib --product folio)")


def viewers_asked(options):
    """Checks the options both harnesses share and returns the viewers to run: Folio and the first
    peer installed for --smoke (which is one round), else those of --viewers that are installed."""
    options.folio = os.path.abspath(options.folio)
    options.folio_args = shlex.split(options.folio_args)
    if options.display is None and "--display" in sys.argv:
        raise Failure("--display without a value needs $DISPLAY set")
    if options.smoke:
        options.rounds = 1
        return parse_viewers(f"folio,{first_peer()}", options.folio)
    names = parse_viewers(options.viewers, options.folio)
    if not names:
        raise Failure("none of the viewers asked for is installed")
    if options.rounds < 1:
        raise Failure("--rounds must be at least 1")
    return names


def conclude(runs, names, options, has_figure, figure, report):
    """The end of a harness's run: every run to --json, the tables (`report()`), a warning if Folio
    was rebuilt meanwhile or is not linked as users run it, then Failure when a viewer gave no
    `figure` at all (`has_figure(run)`)."""
    # The smoke check's figures are not read: CI runs it with the debug build.
    binaries = [] if options.smoke else [options.folio, *getattr(options, "builds", {}).values()]
    warnings = [rebuilt_warning(runs, options.folio)] + [linking_warning(b) for b in dict.fromkeys(binaries)]
    if options.json:
        with open(options.json, "w") as out:
            json.dump(runs, out, indent=1)
    report()
    for warning in filter(None, warnings):
        print(f"\n{warning}")
    missing = [n for n in names if not any(r["viewer"] == n and has_figure(r) for r in runs)]
    if missing:
        notes = "; ".join(f"{r['viewer']}: {r['note']}" for r in runs if r["note"])
        check = "smoke check: " if options.smoke else ""
        raise Failure(f"{check}no {figure} for {', '.join(missing)} ({notes or 'no note'})")


def wait_for_binary(path, seconds=300):
    """Waits while the binary is missing (a build replacing it), for at most `seconds`."""
    deadline = time.monotonic() + seconds
    while not (os.path.isfile(path) and os.access(path, os.X_OK)):
        if time.monotonic() > deadline:
            raise Failure(f"{path} has been missing for {seconds} s")
        time.sleep(1)


def corpus_book(stems):
    """The first of these corpus files (main/STEM.pdf) that MANIFEST.tsv lists as readable."""
    manifest = os.path.join(CORPUS, "MANIFEST.tsv")
    if not os.path.exists(manifest):
        return []
    with open(manifest) as file:
        rows = {r["path"]: r for r in csv.DictReader(file, delimiter="\t")}
    found = []
    for stem in stems:
        for path, row in rows.items():
            if path.startswith("main/") and stem in os.path.basename(path) and row["pdfinfo_verdict"] == "OK":
                if os.path.exists(os.path.join(CORPUS, path)):
                    found.append(os.path.join(CORPUS, path))
                break
    return found


def check_files(paths):
    for path in paths:
        if not os.path.isfile(path):
            raise Failure(f"no such file: {path}")
    return [os.path.abspath(p) for p in paths]


class Session:
    """A context for one script's run: the temporary folder, the X server and every process started
    (each in a process group of its own), all ended on leaving it, on an error, on Ctrl+C or on
    SIGTERM."""

    def __init__(self, display=None):
        self.display = display
        self.folder = tempfile.mkdtemp(prefix="folio-peers-")
        self.processes = []
        self.xvfb = None
        self.grabber = None

    def __enter__(self):
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(f"{os.path.basename(sys.argv[0])}: stopped by SIGTERM"))
        atexit.register(self.close)
        if self.display is None:
            self.display = self.start_xvfb()
        os.environ["DISPLAY"] = self.display
        self.wait_for_x()
        return self

    def __exit__(self, *_):
        self.close()

    def close(self):
        for process in self.processes:
            kill_tree(process)
        self.processes = []
        if self.xvfb is not None:
            kill_tree(self.xvfb)
            self.xvfb = None
        shutil.rmtree(self.folder, ignore_errors=True)

    def spawn(self, argv, env=None, log=None, **kwargs):
        """Starts `argv` in a process group of its own, its output to `log` (or nowhere)."""
        out = open(log, "wb") if log else subprocess.DEVNULL
        try:
            process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=kwargs.pop("stdout", out),
                                       stderr=kwargs.pop("stderr", subprocess.STDOUT if log else out),
                                       start_new_session=True, **kwargs)
        except OSError as error:
            raise Failure(f"cannot start {argv[0]}: {error}") from None
        finally:
            if log:
                out.close()
        self.processes.append(process)
        return process

    def end(self, process):
        kill_tree(process)
        if process in self.processes:
            self.processes.remove(process)

    def start_xvfb(self):
        """Xvfb on the first free display of :40 to :49, 1920x1080 at depth 24, never reset."""
        if shutil.which("Xvfb") is None:
            raise Failure("Xvfb is not installed (apt-get install xvfb), or give --display")
        for number in range(40, 50):
            if os.path.exists(f"/tmp/.X{number}-lock") or os.path.exists(f"/tmp/.X11-unix/X{number}"):
                continue
            with open(os.path.join(self.folder, f"xvfb-{number}.log"), "wb") as log:
                process = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp",
                                            # no reset as each viewer leaves: one starting then is dropped
                                            "-noreset"],
                                           stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                                           start_new_session=True)
            for _ in range(100):
                if process.poll() is not None or os.path.exists(f"/tmp/.X11-unix/X{number}"):
                    break
                time.sleep(0.05)
            if process.poll() is None and os.path.exists(f"/tmp/.X11-unix/X{number}"):
                self.xvfb = process
                return f":{number}"
            kill_tree(process)
        raise Failure("no free display among :40 to :49 for Xvfb (or it would not start); give --display")

    def wait_for_x(self):
        probe = next((p for p in (["xdpyinfo"], ["xdotool", "getdisplaygeometry"]) if shutil.which(p[0])), None)
        for _ in range(100 if probe else 0):
            if subprocess.run(probe, capture_output=True).returncode == 0:
                return
            time.sleep(0.1)
        if not probe:
            return  # the grabber says so if the server does not answer
        raise Failure(f"the X server at {self.display} does not answer")

    def grabber_binary(self):
        """xshm-grab, compiled into the session's folder."""
        if self.grabber is None:
            if shutil.which("cc") is None:
                raise Failure("no C compiler (cc): apt-get install gcc")
            binary = os.path.join(self.folder, "xshm-grab")
            build = subprocess.run(["cc", "-O2", "-o", binary, os.path.join(SCRIPTS, "xshm-grab.c"), "-lX11", "-lXext"],
                                   capture_output=True, text=True)
            if build.returncode != 0:
                raise Failure(f"xshm-grab.c does not compile (apt-get install libx11-dev libxext-dev):\n{build.stderr}")
            self.grabber = binary
        return self.grabber

    def fresh_env(self, name, run):
        """Environment for one run: HOME and the XDG configuration, cache, data, state and runtime
        folders new and empty (but for zathura's window size), in a folder of the run's own."""
        home = os.path.join(self.folder, f"run-{run}-{name}")
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=f"{home}/.config", XDG_CACHE_HOME=f"{home}/.cache",
                   XDG_DATA_HOME=f"{home}/.local/share", XDG_STATE_HOME=f"{home}/.local/state",
                   XDG_RUNTIME_DIR=f"{home}/runtime", SDL_VIDEODRIVER="x11", NO_AT_BRIDGE="1")
        for key in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"):
            os.makedirs(env[key], mode=0o700)
        if name == "zathura":
            os.makedirs(f"{home}/.config/zathura")
            with open(f"{home}/.config/zathura/zathurarc", "w") as rc:
                rc.write(f"set window-width {WINDOW[0]}\nset window-height {WINDOW[1]}\nset window-title-page true\n")
        return env


class Grab:
    """The screen grabber running: started before the viewer (it has grabbed the screen as it was
    when this returns); `result()` waits for it to end and parses what it printed."""

    def __init__(self, session, settle=3.0, timeout=15.0, interval=5.0, ppm=None, dump=None):
        argv = [session.grabber_binary(), "-i", str(interval), "-s", str(settle), "-t", str(timeout)]
        argv += ["-p", ppm] if ppm else []
        argv += ["-d", dump] if dump else []
        self.session = session
        self.process = session.spawn(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        line = self.process.stderr.readline().decode().strip()
        if line != "ready":
            rest = self.process.stderr.read().decode() if self.process.poll() is not None else ""
            session.end(self.process)
            raise Failure(f"xshm-grab did not start: {line} {rest}".strip())

    def running(self):
        return self.process.poll() is None

    def stop(self):
        if self.running():
            self.process.send_signal(signal.SIGTERM)

    def result(self):
        out, err = self.process.communicate()
        self.session.end(self.process)
        parsed = {"maps": [], "frames": [], "window": None, "end": None}
        for line in out.decode().splitlines():
            word, *rest = line.split()
            if word == "start":
                parsed["start"] = float(rest[0])
            elif word == "map":
                t, window, x, y, w, h, override = rest
                parsed["maps"].append({"t": float(t), "window": window, "x": int(x), "y": int(y), "w": int(w),
                                       "h": int(h), "override": override == "1"})
            elif word == "window":
                window, x, y, w, h = rest
                parsed["window"] = {"window": window, "x": int(x), "y": int(y), "w": int(w), "h": int(h),
                                    "found": window != "0x0"}
            elif word == "frame":
                parsed["frames"].append((float(rest[0]), int(rest[1]), float(rest[2])))
            elif word == "end":
                parsed["end"] = {"t": float(rest[0]), "reason": rest[1],
                                 **{k: v for k, v in (item.split("=") for item in rest[2:])}}
        if parsed["end"] is None:
            raise Failure(f"xshm-grab failed: {err.decode().strip()}")
        return parsed


def wait_for_grab(grab, viewer, timeout):
    """Waits for the grabber to end (settled or its own timeout); stops it early when the viewer
    exits first. Returns the viewer's exit status when it has exited, else None."""
    deadline = time.monotonic() + timeout
    while grab.running() and time.monotonic() < deadline:
        if viewer.poll() is not None:
            time.sleep(0.3)  # what it drew before going, if anything
            break
        time.sleep(0.02)
    grab.stop()
    return viewer.poll()


def descendants(pid):
    """`pid` and every process below it, from /proc/*/task/*/children."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        try:
            tasks = os.listdir(f"/proc/{current}/task")
        except OSError:
            continue
        for task in tasks:
            try:
                with open(f"/proc/{current}/task/{task}/children") as file:
                    todo += [int(c) for c in file.read().split()]
            except OSError:
                pass
    return found


def rollup_kib(pids, fields=("Pss", "Pss_Dirty")):
    """Lines of /proc/PID/smaps_rollup for each of these processes that is still there, KiB, as
    {pid: {field: KiB}}: sum a field's values for the tree's. Pss is the proportional set size;
    Pss_Dirty its part that only swap could take away (written pages: heaps, textures, relocated
    data), the rest being file pages (libraries, programs) the kernel can drop and read again."""
    found = {}
    for pid in pids:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as file:
                values = {line.split(":")[0]: int(line.split()[1]) for line in file if line.split(":")[0] in fields}
        except OSError:
            continue
        if "Pss" in values:
            found[pid] = values
    return found


def kill_tree(process):
    """Ends a process started in a group of its own, its group and every descendant (some leave the
    group), SIGTERM first, SIGKILL after a second; reaps it."""
    pids = [] if process.poll() is not None else descendants(process.pid)
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
        except OSError:
            pass
        for pid in pids:
            try:
                os.kill(pid, sig)
            except OSError:
                pass
        try:
            process.wait(timeout=1)
            alive = [p for p in pids[1:] if os.path.exists(f"/proc/{p}") and not zombie(p)]
            if not alive:
                break
            time.sleep(0.2)
        except subprocess.TimeoutExpired:
            pass
    for stream in (process.stdout, process.stderr):
        if stream:
            stream.close()


def zombie(pid):
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def quantile(values, q):
    """Nearest-rank quantile: the smallest value with at least q of them at or below it (the p95 of
    five runs is their largest)."""
    ordered = sorted(values)
    return ordered[max(0, -(-int(q * 1000) * len(ordered) // 1000) - 1)] if ordered else None


def cold_bench(binary, path, script, arguments=(), env=None):
    """One cold `folio bench` run (`--no-disk-cache`, a fresh XDG_CACHE_HOME) with `arguments` after
    the script and `env` over the environment: its report, or None with the reason on stderr."""
    with tempfile.TemporaryDirectory() as cache:
        report = os.path.join(cache, "report.json")
        command = [binary, "bench", path, "--script", script, "--no-disk-cache", "--report", report, *arguments]
        done = subprocess.run(command, env=dict(os.environ, XDG_CACHE_HOME=cache, **(env or {})),
                              capture_output=True, text=True)
        if done.returncode != 0 or not os.path.exists(report):
            print(f"failed ({done.returncode}): {' '.join(command)}\n{done.stderr[-400:]}", file=sys.stderr)
            return None
        with open(report) as file:
            return json.load(file)


def median(values):
    """The median of the values that are not None; None when there are none."""
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def text(value, digits=0):
    return "-" if value is None else f"{value:.{digits}f}"
