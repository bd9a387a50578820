# Shared by scripts/run and scripts/test (sourced, not run): the virtualenv in .venv.

# The first of python3.11, python3, python that is Python 3.11 or newer.
find_python() {
    local candidate
    for candidate in python3.11 python3 python; do
        if command -v "$candidate" >/dev/null 2>&1 &&
            "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
            echo "$candidate"
            return 0
        fi
    done
    echo "error: Goat Brain needs Python 3.11 or newer (python3.11 or python3 on PATH)" >&2
    return 1
}

# ensure_venv REQUIREMENTS_FILE: create .venv if missing, then install REQUIREMENTS_FILE and
# the project itself (editable, which puts `goat-brain` on .venv/bin; in setuptools' "compat"
# mode, a plain path entry, because its default import hook costs every Python start, every
# `goat-brain` call of an agent included, about 10 ms). Skipped when nothing
# that decides the install (requirements*.txt, pyproject.toml, the Python version) changed
# since the last successful install, recorded in a stamp file inside .venv.
ensure_venv() {
    local requirements=$1
    if [[ ! -x .venv/bin/python ]]; then
        local python
        python=$(find_python)
        echo "Creating .venv with $("$python" --version 2>&1)"
        "$python" -m venv .venv
    fi
    if ! .venv/bin/python -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
        echo "error: .venv has $(.venv/bin/python --version 2>&1); Goat Brain needs 3.11+." \
            "Remove .venv and run again." >&2
        return 1
    fi
    local stamp=".venv/.goat-installed-${requirements%.txt}"
    # requirements-dev.txt includes requirements.txt, so its install covers that one too
    # (scripts/run after scripts/test installs nothing).
    local covering_stamp=".venv/.goat-installed-requirements-dev"
    local digest
    digest=$(.venv/bin/python - <<'PY'
import glob, hashlib, sys
digest = hashlib.sha256(sys.version.encode() + b"\0editable_mode=compat")
for name in sorted(glob.glob("requirements*.txt")) + ["pyproject.toml"]:
    digest.update(name.encode() + b"\0")
    with open(name, "rb") as handle:
        digest.update(handle.read())
print(digest.hexdigest())
PY
)
    if [[ -f $stamp && $(<"$stamp") == "$digest" ]]; then
        return 0
    fi
    if [[ $requirements == requirements.txt && -f $covering_stamp &&
        $(<"$covering_stamp") == "$digest" ]]; then
        return 0
    fi
    echo "Installing $requirements into .venv (the first time takes a few minutes) ..."
    # pip's and the build backend's chatter goes to a log, shown only if the install fails.
    if ! .venv/bin/python -m pip install --disable-pip-version-check \
        -r "$requirements" -e . --config-settings editable_mode=compat \
        >.venv/pip-install.log 2>&1; then
        cat .venv/pip-install.log >&2
        echo "error: installing $requirements failed (log: .venv/pip-install.log)" >&2
        return 1
    fi
    echo "$digest" >"$stamp"
}
