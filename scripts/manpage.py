#!/usr/bin/env python3
"""Writes itin(1), in roff, to standard output: docs/itin.1.in with its @NAME@ lines filled
from the built binary, so the page cannot disagree with the program: the commands and
options from `--experimental-dump-help`, the editor's keys from `keys --default` (the one key table),
the version from `--version`.
    scripts/manpage.py BINARY TEMPLATE > itin.1
The date is SOURCE_DATE_EPOCH's, else the last commit's, so a rebuild makes the same page."""
import datetime
import json
import os
import re
import subprocess
import sys


def run(*args):
    # The builder's own settings file is not the page's business (a broken one would stop it).
    env = dict(os.environ, ITIN_CONFIG="/nonexistent/itin-manpage/config.toml")
    return subprocess.run(args, check=True, capture_output=True, text=True, env=env).stdout


def text(s):
    """Plain text as roff: backslashes, hyphens (as minus signs, so options copy and
    search as typed), non-ASCII characters as escapes; the line may not start a request."""
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\e")
        elif ch == "-":
            out.append("\\-")
        elif ord(ch) > 127:
            out.append("\\[u%04X]" % ord(ch))
        else:
            out.append(ch)
    line = "".join(out)
    return "\\&" + line if line[:1] in (".", "'") else line


def fill(s, width=78):
    """Text as roff lines of at most `width` bytes where the words allow (mandoc's style)."""
    lines, line = [], ""
    for word in s.split():
        if line and len(line) + 1 + len(text(word)) > width:
            lines.append(line)
            line = ""
        line = (line + " " if line else "") + text(word)
    lines.append(line)
    return "\n".join(l if l[:1] not in (".", "'") else "\\&" + l for l in lines)


def bold(s):
    return "\\fB" + text(s) + "\\fR"


def italic(s):
    return "\\fI" + text(s) + "\\fR"


def paragraphs(s):
    """The binary's hard-wrapped discussion as filled paragraphs."""
    paras = [" ".join(p.split()) for p in re.split(r"\n\s*\n", s or "")]
    return "\n.PP\n".join(fill(p) for p in paras if p)


def shown(args, leaf):
    """The arguments a command shows; --help and --version only once, on the top command."""
    for a in args or []:
        names = [n["name"] for n in a.get("names", [])]
        if a.get("shouldDisplay", True) and (not leaf or not {"help", "version"} & set(names)):
            yield a


def flag_names(a):
    return [("-" if n["kind"] == "short" else "--") + n["name"] for n in a.get("names", [])]


def usage(a):
    """One argument in a synopsis: `[--trip trip]`, `item-id...`."""
    value = italic(a.get("valueName", "") + ("..." if a.get("isRepeating") else ""))
    value += "\\&" if a.get("isRepeating") else ""  # dots that do not end a sentence
    if a["kind"] == "positional":
        word = value
    else:
        name = a.get("preferredName") or a["names"][0]
        word = bold(("-" if name["kind"] == "short" else "--") + name["name"])
        if a["kind"] == "option":
            word += "\\ " + value  # a space no line breaks at: an option stays with its value
    return "[" + word + "]" if a.get("isOptional") else word


def commands(command, path=()):
    """Every command a person can run, depth first, with its words (`add`, `game`)."""
    here = path + (command["commandName"],)
    yield here, command
    for sub in command.get("subcommands", []):
        if sub.get("shouldDisplay", True):
            yield from commands(sub, here)


def synopsis(tool):
    lines = []
    for words, command in commands(tool):
        if command.get("subcommands"):
            continue  # a group such as `add`: its leaves have the synopses
        args = [usage(a) for a in shown(command.get("arguments"), True)]
        if words[1:] == (tool.get("defaultSubcommand"),):
            words, args = words[:1], ["[" + bold(words[1]) + "]"] + args  # the default command's word is optional
        lines.append('.SY "' + text(" ".join(words)) + '"' + "".join("\n" + a for a in args))
    lines.append('.SY "' + text(tool["commandName"]) + '"\n' + " | ".join(
        bold(flag_names(a)[-1]) for a in shown(tool.get("arguments"), False)))
    return "\n".join(lines) + "\n.YS"


def arguments_list(args):
    out = []
    for a in args:
        if a["kind"] == "positional":
            tag = italic(a.get("valueName", "") + ("..." if a.get("isRepeating") else ""))
        else:
            tag = ", ".join(bold(n) for n in flag_names(a))
            if a["kind"] == "option":
                tag += " " + italic(a.get("valueName", ""))
        about = " ".join(x for x in (a.get("abstract"), a.get("discussion")) if x)
        if about:  # (`help` has an argument with nothing to say)
            out.append(".TP\n" + tag + "\n" + fill(about))
    return out


def command_sections(tool):
    out = []
    for words, command in list(commands(tool))[1:]:
        out.append(".SS " + text(" ".join(words)))
        if command.get("abstract"):
            out.append(fill(command["abstract"]))
        if command.get("discussion"):
            out.append(".PP\n" + paragraphs(command["discussion"]))
        out.extend(arguments_list(shown(command.get("arguments"), True)))
    return "\n".join(out)


def keys(markdown):
    """`itin keys --default` (Markdown: a bold scope title, then a table of keys, action names
    and what they do) as one subsection a scope, each binding a tagged paragraph: its keys,
    comma-separated, bold, then what it does and its action name for the settings."""
    out = []
    for line in markdown.splitlines():
        if m := re.fullmatch(r"\*\*(.+)\*\*", line):
            out.append(".SS " + text(m.group(1)))
        elif m := re.fullmatch(r"\| ((?:`[^`]+` ?)+) \| `([^`]+)` \| (.*) \|", line):
            labels = re.findall(r"`([^`]+)`", m.group(1))
            out.append(".TP\n" + ", ".join(bold(k) for k in labels) + "\n" + fill(m.group(3) + " (" + m.group(2) + ")"))
        elif line.startswith("|") and not re.fullmatch(r"\| keys \| action \| what it does \||\|---\|---\|---\|", line):
            sys.exit("manpage.py: a line of `itin keys` this script does not read: " + line)
    if not out:
        sys.exit("manpage.py: `itin keys` printed no keys")
    return "\n".join(out)


def date():
    if os.environ.get("SOURCE_DATE_EPOCH"):
        stamp = int(os.environ["SOURCE_DATE_EPOCH"])
    else:
        try:
            stamp = int(run("git", "-C", os.path.dirname(os.path.abspath(__file__)), "log", "-1", "--format=%ct"))
        except (subprocess.CalledProcessError, FileNotFoundError, ValueError):
            stamp = int(datetime.datetime.now().timestamp())
    return datetime.datetime.fromtimestamp(stamp, datetime.timezone.utc).strftime("%Y-%m-%d")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: scripts/manpage.py BINARY TEMPLATE > itin.1")
    binary, template = sys.argv[1:]
    tool = json.loads(run(binary, "--experimental-dump-help"))["command"]
    abstract = tool["abstract"].rstrip(".")
    fill = {
        "@NAME@": tool["commandName"] + " \\- " + text(abstract[:1].lower() + abstract[1:]),
        "@SYNOPSIS@": synopsis(tool),
        "@DESCRIPTION@": ".PP\n" + paragraphs(tool.get("discussion")) if tool.get("discussion") else "",
        "@OPTIONS@": "\n".join(arguments_list(shown(tool.get("arguments"), False))),
        "@COMMANDS@": command_sections(tool),
        "@KEYS@": keys(run(binary, "keys", "--default")),
    }
    version, day = text(run(binary, "--version").strip()), date()
    page = ['.\\" Made by scripts/manpage.py from ' + os.path.basename(template) + " and the built itin."]
    for line in open(template, encoding="utf-8").read().splitlines():
        if line.startswith('.\\"'):
            continue  # the template's own comments
        line = line.replace("@VERSION@", version).replace("@DATE@", day)
        if line in fill:
            if fill[line]:
                page.append(fill[line])
        elif "@" in line and re.search(r"@[A-Z]+@", line):
            sys.exit("manpage.py: the template names an unknown part: " + line)
        else:
            page.append(line)
    sys.stdout.write("\n".join(page) + "\n")


if __name__ == "__main__":
    main()
