#!/usr/bin/env python3
"""An example adapter for `l10n translate`: a local LLM behind an OpenAI-style chat endpoint
(Ollama, llama.cpp's server, LM Studio).

    l10n translate --lang fr --command "python3 Documentation/translate/local-llm.py"

LLM_URL and LLM_MODEL choose the server and the model. Each text is asked on its own, with its
comment, plural category, placeholders, glossary terms and the memory's match as instructions;
l10n's gate then holds back any answer whose placeholders or terms are wrong, and everything
lands as needs_review. An example, to adapt.
"""
import json
import os
import sys
import urllib.request

URL = os.environ.get("LLM_URL", "http://127.0.0.1:11434/v1/chat/completions")
MODEL = os.environ.get("LLM_MODEL", "llama3.1")


def prompt(ask):
    lines = [
        "Translate this user interface text of an Apple app from %s to %s." % (ask["sourceLanguage"], ask["targetLanguage"]),
        "Answer with the translation only.",
    ]
    if ask.get("comment"):
        lines.append("Context from the developer: " + ask["comment"])
    if ask.get("category"):
        lines.append("It is the plural form for the CLDR category '%s' of the target language." % ask["category"])
    if ask["placeholders"]:
        lines.append("Keep these placeholders exactly: " + " ".join(ask["placeholders"]))
    for hit in ask["glossary"]:
        if hit["translations"]:
            lines.append("Translate '%s' as '%s'." % (hit["term"], hit["translations"][0]))
        for word in hit["forbidden"]:
            lines.append("Never use '%s'." % word)
    if ask.get("memory"):
        lines.append("A similar text was translated: '%s' -> '%s'." % (ask["memory"]["source"], ask["memory"]["target"]))
    lines.append("Text: " + ask["source"])
    return "\n".join(lines)


for line in sys.stdin:
    if not line.strip():
        continue
    ask = json.loads(line)
    body = {"model": MODEL, "messages": [{"role": "user", "content": prompt(ask)}], "temperature": 0}
    request = urllib.request.Request(URL, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=100) as response:
        answer = json.load(response)["choices"][0]["message"]["content"].strip()
    print(json.dumps({"id": ask["id"], "target": answer}, ensure_ascii=False), flush=True)
