#!/usr/bin/env python3
"""`l10n mcp` end to end, through a client no one here wrote: the Python SDK of the Model Context
Protocol (PyPI package `mcp`), over stdio, as an agent host starts the server.

    python3 Tests/Scripts/mcp-client.py PATH/TO/l10n [--project DIR] [--language de]
    python3 Tests/Scripts/mcp-client.py PATH/TO/l10n --project DIR --bench RUNS [--language fr]

Without --project it copies the sample project (Samples/, Catalogs/, l10n.yml beside this
script's checkout) to a temporary folder and works there. It starts `l10n mcp --project DIR`,
lists the tools, resources and prompts, fetches a batch of untranslated texts for the language,
answers each (every placeholder kept), submits them as a dry run (no byte of the catalog may
change), then applied, and reads the catalog file back as JSON: every answer must be there, in
state needs_review, and the language's untranslated list must have lost them. A submission that
drops a placeholder must come back held, and leave the catalog alone. Any failure exits 1 with a
message saying what was expected; exit 2 when the mcp module is missing.

With --bench RUNS (Benchmarks/mcp.sh) it times, warm, the median of RUNS calls each of: a batch
of 50 untranslated texts, 50 answers submitted as a dry run, 50 answers applied (each on a
fresh batch), and the batch listed right after each applied submit (the catalog just changed),
and prints them as JSON.
"""

import argparse
import asyncio
import json
import os
import shutil
import statistics
import sys
import tempfile
import time

try:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
except ImportError as error:  # the Swift test and .ci/run skip on this exit status
    print(f"mcp-client: the Python module 'mcp' is missing (pip install mcp): {error}", file=sys.stderr)
    sys.exit(2)

CHECKOUT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Failure(Exception):
    """What the server did that it should not have: the message says what was expected."""


def expect(condition, message):
    if not condition:
        raise Failure(message)


def field(value, name):
    """A member of an SDK object by its protocol name (camelCase, as the 1.x SDK spells it) or its
    snake_case spelling (the 2.x SDK's)."""
    snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in name)
    return getattr(value, name, getattr(value, snake, None))


def result_json(result, tool):
    """A tool's result as the JSON object its text holds (structuredContent must agree)."""
    texts = [item.text for item in result.content if getattr(item, "type", None) == "text"]
    expect(texts, f"{tool}: the result has no text content: {result}")
    if field(result, "isError"):
        raise Failure(f"{tool} failed: {texts[0][:2000]}")
    try:
        value = json.loads(texts[0])
    except ValueError as error:
        raise Failure(f"{tool}: the text is not JSON ({error}): {texts[0][:500]}")
    expect(isinstance(value, dict), f"{tool}: the JSON is not an object: {texts[0][:500]}")
    structured = field(result, "structuredContent")
    if structured is not None:
        expect(structured == value, f"{tool}: structuredContent differs from the text content")
    return value


async def call(session, tool, arguments):
    return result_json(await session.call_tool(tool, arguments), tool)


def units_of(page):
    """The texts of an `untranslated` page."""
    for name in ("units", "items"):
        if isinstance(page.get(name), list):
            return page[name]
    raise Failure(f"untranslated: no list of units in {sorted(page)}")


def answer(unit, language):
    """A translation of a unit that keeps its placeholders: a marked copy of the source."""
    return f"[{language}] {unit['source']}"


def case_of(unit):
    """A unit's variation case (`plural.one`, `substitutions.arg1.plural.few`), as the unit's
    `case` gives it, which must be what its id has after `|==|` (as export names units); empty for
    the key's own text."""
    named = unit["id"].split("|==|", 1)[1] if "|==|" in unit["id"] else ""
    expect(unit.get("case", "") == named, f"untranslated: the unit {unit['id']} has the case {unit.get('case')!r}")
    return named


def submission(unit, language, text):
    """One entry of `submit_translations`: the unit named as `untranslated` gave it."""
    entry = {"key": unit["key"], "language": language, "text": text}
    if case_of(unit):
        entry["case"] = case_of(unit)
    if unit.get("catalog"):
        entry["catalog"] = unit["catalog"]
    return entry


def text_at(catalog, key, language, path):
    """The stringUnit of `key` in `language` at a unit path (`plural.one`,
    `substitutions.arg1.plural.few`, `device.iphone`), as the catalog file holds it."""
    node = catalog["strings"].get(key, {}).get("localizations", {}).get(language)
    steps = path.split(".") if path else []
    while node is not None and steps:
        kind, name = steps[0], steps[1]
        steps = steps[2:]
        if kind == "substitutions":
            node = node.get("substitutions", {}).get(name)
        else:
            node = node.get("variations", {}).get(kind, {}).get(name)
    return None if node is None else node.get("stringUnit")


def sample_project():
    folder = tempfile.mkdtemp(prefix="l10n-mcp-client-")
    for item in ("Samples", "Catalogs", "l10n.yml"):
        source = os.path.join(CHECKOUT, item)
        target = os.path.join(folder, item)
        if os.path.isdir(source):  # without hidden folders: a build's .build, the extraction cache
            shutil.copytree(source, target, ignore=shutil.ignore_patterns(".*"))
        else:
            shutil.copy2(source, target)
    return folder


def catalog_files(project):
    """Every catalog under the project: path → bytes."""
    found = {}
    for root, folders, files in os.walk(project):
        folders[:] = [name for name in folders if not name.startswith(".")]
        for name in files:
            if name.endswith(".xcstrings"):
                path = os.path.join(root, name)
                with open(path, "rb") as file:
                    found[os.path.relpath(path, project)] = file.read()
    return found


def connect(binary, project):
    return stdio_client(StdioServerParameters(command=binary, args=["mcp", "--project", project], cwd=project))


async def end_to_end(binary, project, language):
    async with connect(binary, project) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            for name in ("status", "untranslated", "get_key", "submit_translations"):
                expect(name in tools, f"tools/list has no {name}: {sorted(tools)}")
            expect(field(tools["untranslated"].annotations, "readOnlyHint") is True, "untranslated must be read-only")
            expect(field(tools["submit_translations"].annotations, "readOnlyHint") is False,
                   "submit_translations must not say it is read-only")
            prompts = {prompt.name for prompt in (await session.list_prompts()).prompts}
            expect("translate_language" in prompts, f"prompts/list has no translate_language: {sorted(prompts)}")
            resources = [str(resource.uri) for resource in (await session.list_resources()).resources]
            expect("l10n://config" in resources, f"resources/list has no l10n://config: {resources}")
            print(f"mcp-client: {len(tools)} tools, {len(prompts)} prompts, {len(resources)} resources")

            page = await call(session, "untranslated", {"language": language, "limit": 50})
            units = units_of(page)
            expect(units, f"untranslated: no text to translate in {language}: {page}")
            for unit in units:
                for member in ("key", "source"):
                    expect(member in unit, f"untranslated: a unit without {member}: {unit}")
            print(f"mcp-client: {len(units)} untranslated texts in {language}")

            before = catalog_files(project)
            # A submission that drops the placeholders of a unit that has some is held back.
            with_placeholders = [unit for unit in units if unit.get("placeholders")]
            if with_placeholders:
                unit = with_placeholders[0]
                held = await call(session, "submit_translations", {
                    "translations": [submission(unit, language, "no placeholder here")], "apply": True})
                expect(catalog_files(project) == before,
                       f"a held submission ({unit['key']} without {unit['placeholders']}) changed a catalog: {held}")
                expect(len(held["held"]) == 1 and held["held"][0]["reason"] == "placeholders" and not held["written"]
                       and not held["changes"]["catalogs"],
                       f"a submission without the source's placeholders must come back held, changing nothing: {held}")

            answers = [submission(unit, language, answer(unit, language)) for unit in units]
            dry = await call(session, "submit_translations", {"translations": answers})
            expect(catalog_files(project) == before, "a dry run (apply false, the default) changed a catalog")
            applied = await call(session, "submit_translations", {"translations": answers, "apply": True})
            after = catalog_files(project)
            expect(after != before, f"apply true changed no catalog: {applied}")
            print(f"mcp-client: dry run {summary(dry)}; applied {summary(applied)}")

            landed = set()
            catalogs = {path: json.loads(data) for path, data in after.items()}
            for entry in answers:
                found = None
                # The unit's catalog (a key is one text per catalog); any catalog without it.
                for path, catalog in catalogs.items():
                    if entry.get("catalog") not in (None, path):
                        continue
                    unit = text_at(catalog, entry["key"], language, entry.get("case", ""))
                    if unit is not None:
                        found = unit
                        landed.add(path)
                where = f"{entry['key']} {entry.get('case', '')} in {language}"
                expect(found is not None, f"{where}: not in any catalog after apply")
                expect(found.get("value") == entry["text"], f"{where}: {found.get('value')!r}, not {entry['text']!r}")
                expect(found.get("state") == "needs_review", f"{where}: state {found.get('state')!r}, not needs_review")

            left = units_of(await call(session, "untranslated", {"language": language, "limit": 500}))
            # A key is one text per catalog: the same key in another catalog is another text.
            submitted = {(entry.get("catalog"), entry["key"], entry.get("case", "")) for entry in answers}
            again = [unit for unit in left if (unit.get("catalog"), unit["key"], case_of(unit)) in submitted]
            expect(not again, f"untranslated still lists {len(again)} submitted texts: {again[:3]}")
            print(f"mcp-client: {len(answers)} texts landed as needs_review in {', '.join(sorted(landed))}")


def summary(result):
    counts = {name: len(result[name]) for name in ("held", "rejected", "unknown", "refused", "written")}
    counts["changed"] = result["changes"]["summary"]["changed"]
    return ", ".join(f"{count} {name}" for name, count in counts.items())


async def timed(session, tool, arguments):
    start = time.perf_counter()
    value = await call(session, tool, arguments)
    return time.perf_counter() - start, value


async def bench(binary, project, language, runs):
    """Median seconds, warm, of: a batch of 50, 50 answers as a dry run, 50 answers applied, a
    batch of 50 listed right after an applied submit."""
    async with connect(binary, project) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            batch = {"language": language, "limit": 50}
            _, page = await timed(session, "untranslated", batch)  # warm: the catalog read once
            answers = [submission(unit, language, answer(unit, language)) for unit in units_of(page)]
            expect(len(answers) == 50, f"the benchmark needs 50 untranslated texts in {language}")
            await timed(session, "submit_translations", {"translations": answers})
            listing = [(await timed(session, "untranslated", batch))[0] for _ in range(runs)]
            dry = [(await timed(session, "submit_translations", {"translations": answers}))[0] for _ in range(runs)]
            applied, after = [], []
            for run in range(runs):
                seconds, page = await timed(session, "untranslated", batch)
                if run > 0:
                    after.append(seconds)
                answers = [submission(unit, language, answer(unit, language)) for unit in units_of(page)]
                seconds, _ = await timed(session, "submit_translations", {"translations": answers, "apply": True})
                applied.append(seconds)
            seconds, _ = await timed(session, "untranslated", batch)
            after.append(seconds)
    return {"untranslated": statistics.median(listing), "submitDryRun": statistics.median(dry),
            "submitApplied": statistics.median(applied), "untranslatedAfterWrite": statistics.median(after),
            "runs": runs}


def describe(error):
    """An exception as one line, the ones an exception group (anyio's task groups) holds included."""
    inner = getattr(error, "exceptions", None)
    if inner:
        return "; ".join(describe(each) for each in inner)
    return f"{type(error).__name__}: {error}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", help="the built l10n")
    parser.add_argument("--project", help="the project to serve (default: a copy of the sample project)")
    parser.add_argument("--language", default="de")
    parser.add_argument("--bench", type=int, metavar="RUNS", help="time instead of testing (Benchmarks/mcp.sh)")
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        print(f"mcp-client: {binary} is not an executable l10n (build it first)", file=sys.stderr)
        return 2
    project = os.path.abspath(options.project) if options.project else sample_project()
    try:
        if options.bench:
            print(json.dumps(asyncio.run(bench(binary, project, options.language, options.bench))))
        else:
            asyncio.run(end_to_end(binary, project, options.language))
            print("mcp-client: OK")
        return 0
    except Failure as failure:
        print(f"mcp-client: FAILED: {failure}", file=sys.stderr)
        return 1
    except Exception as error:  # the SDK's: a protocol error, a server that quit
        print(f"mcp-client: FAILED: {describe(error)}", file=sys.stderr)
        return 1
    finally:
        if not options.project:
            shutil.rmtree(project, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
