#!/usr/bin/env python3
"""Easel on apps it has never seen: opens each app of a corpus as a user would, and counts.

    scripts/corpus.py EASEL CORPUS_DIR [--out DIR] [--only NAME ...] [--timeout S]

CORPUS_DIR holds one folder per app (public repositories fetched into /tmp, never committed).
Its optional manifest.tsv names each app's project (columns: repo, commit, projects, ...; the
folder is the repo with '/' as '__'). For each app this runs, as a user would:

  easel list [--project P]            did it open unchanged, how many previews are listed
  easel snapshot NAME ... (each)      how many render, each in its own process with a timeout

and writes OUT/report.tsv (one line an app), OUT/failures.tsv (each build's first errors,
grouped by cause), OUT/APP/*.png (the renders, to look at) and prints a summary.
"""
import argparse, collections, csv, os, re, subprocess, sys, time

def run(command, cwd, timeout):
    started = time.time()
    try:
        result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
        return result.returncode, result.stdout, result.stderr, time.time() - started
    except subprocess.TimeoutExpired as expired:
        out = expired.stdout.decode() if isinstance(expired.stdout, bytes) else (expired.stdout or "")
        err = expired.stderr.decode() if isinstance(expired.stderr, bytes) else (expired.stderr or "")
        return "timeout", out, err, time.time() - started

ERROR = re.compile(r"^(?:(?P<file>[^:\s][^:]*):\d+:\d+: )?error: (?P<message>.*)$")
WARNING = re.compile(r"^easel: warning: ")

def cause(message):
    """A compiler error grouped by what it lacks: a module, a name, a member…"""
    for pattern, label in [
        (r"no such module '([^']+)'", "module {}"),
        (r"cannot find type '([^']+)' in scope", "type {}"),
        (r"cannot find '([^']+)' in scope", "name {}"),
        (r"has no member '([^']+)'", "member {}"),
        (r"could not be fetched", "package could not be fetched"),
        (r"unknown attribute '([^']+)'", "attribute {}"),
    ]:
        match = re.search(pattern, message)
        if match:
            return label.format(*match.groups())
    return message[:90]

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("easel")
    parser.add_argument("corpus")
    parser.add_argument("--out", default="/tmp/corpus-out")
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--render-timeout", type=float, default=60)
    args = parser.parse_args()
    easel = os.path.abspath(args.easel)
    os.makedirs(args.out, exist_ok=True)

    projects = {}
    manifest = os.path.join(args.corpus, "manifest.tsv")
    if os.path.exists(manifest):
        with open(manifest) as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                projects[row["repo"].replace("/", "__")] = row["projects"].split(",")[0]

    apps = sorted(name for name in os.listdir(args.corpus)
                  if os.path.isdir(os.path.join(args.corpus, name)) and not name.startswith("."))
    if args.only:
        apps = [app for app in apps if any(part in app for part in args.only)]
    rows, failures = [], collections.Counter()
    for app in apps:
        folder = os.path.join(args.corpus, app)
        project = projects.get(app, ".")
        where = ["--project", project] if project.endswith(".xcodeproj") else []
        cwd = folder if not where else folder
        if project not in (".", "") and not project.endswith(".xcodeproj"):
            cwd = os.path.join(folder, project)
        status, out, err, seconds = run([easel, "list"] + where, cwd, args.timeout)
        names = [line.split("\t")[0] for line in out.splitlines() if line.strip()] if status == 0 else []
        errors = []
        for line in err.splitlines():
            match = ERROR.match(line.strip())
            if match:
                errors.append(match.group("message"))
            elif line.startswith("easel: ") and not WARNING.match(line) and "did not build" not in line and "building the previews" not in line:
                errors.append(line[len("easel: "):])
        seen = []
        for message in errors:
            if message not in seen:
                seen.append(message)
        for label in sorted({cause(message) for message in seen}):
            failures[label] += 1
        rendered, render_failures = 0, []
        shots = os.path.join(args.out, app)
        os.makedirs(shots, exist_ok=True)
        with open(os.path.join(shots, "errors.txt"), "w") as handle:
            handle.write("\n".join(seen) + "\n")
        for index, name in enumerate(names):
            png = os.path.join(shots, f"{index:02d}.png")
            rstatus, _, rerr, _ = run([easel, "snapshot", name, "--output", png] + where, cwd, args.render_timeout)
            if rstatus == 0 and os.path.exists(png):
                rendered += 1
            else:
                tail = (rerr.strip().splitlines() or ["?"])[-1]
                render_failures.append(f"{name}: {rstatus}: {tail[:120]}")
        rows.append({"app": app, "opened": "yes" if status == 0 else "no", "seconds": f"{seconds:.1f}",
                     "listed": len(names), "rendered": rendered,
                     "first_error": (seen[0] if seen else "")[:160],
                     "render_failures": " | ".join(render_failures)[:400]})
        print(f"{app:45} {'opened' if status == 0 else 'FAILED':7} {seconds:6.1f}s  "
              f"{len(names):3} listed {rendered:3} rendered  {(seen[0] if seen else '')[:90]}", flush=True)

    with open(os.path.join(args.out, "report.tsv"), "w") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0].keys()) if rows else ["app"], delimiter="\t")
        writer.writeheader()
        writer.writerows(rows)
    with open(os.path.join(args.out, "failures.tsv"), "w") as handle:
        for label, count in failures.most_common():
            handle.write(f"{count}\t{label}\n")
    opened = sum(1 for row in rows if row["opened"] == "yes")
    listed = sum(row["listed"] for row in rows)
    rendered = sum(row["rendered"] for row in rows)
    print(f"\n{opened} of {len(rows)} apps opened unchanged; {listed} previews listed, {rendered} rendered"
          f" ({100 * rendered / max(listed, 1):.0f} %).")
    print("Most common causes (apps they stop):")
    for label, count in failures.most_common(15):
        print(f"  {count:3}  {label}")

if __name__ == "__main__":
    sys.exit(main())
