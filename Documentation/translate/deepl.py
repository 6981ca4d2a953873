#!/usr/bin/env python3
"""An example adapter for `l10n translate`: a DeepL-style HTTP API.

l10n.yml:
    translate:
      command: python3 Documentation/translate/deepl.py

The key comes from the environment (DEEPL_AUTH_KEY), never from the repository. Placeholders are
sent as XML tags DeepL leaves alone, and put back after; glossary terms go as context. An example:
check it against your provider's documentation before you rely on it.
"""
import json
import os
import re
import sys
import urllib.request

API = os.environ.get("DEEPL_API_URL", "https://api-free.deepl.com/v2/translate")
PLACEHOLDER = re.compile(r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j)?[@dDuUxXoOfFeEgGcCsSpaA]|%#@[^@]+@")

asks = [json.loads(line) for line in sys.stdin if line.strip()]
if not asks:
    sys.exit(0)


def protect(text):
    """Placeholders as <x id="N"/> tags, and the list to put back."""
    found = []

    def tag(match):
        found.append(match.group(0))
        return '<x id="%d"/>' % (len(found) - 1)

    return PLACEHOLDER.sub(tag, text), found


def restore(text, found):
    return re.sub(r'<x id="(\d+)"\s*/>', lambda m: found[int(m.group(1))], text)


protected = [protect(ask["source"]) for ask in asks]
context = "; ".join(
    "%s = %s" % (hit["term"], hit["translations"][0])
    for ask in asks for hit in ask["glossary"] if hit["translations"]
)
body = {
    "text": [text for text, _ in protected],
    "source_lang": asks[0]["sourceLanguage"].split("-")[0].upper(),
    "target_lang": asks[0]["targetLanguage"].upper(),
    "tag_handling": "xml",
    "ignore_tags": ["x"],
}
if context:
    body["context"] = context
request = urllib.request.Request(
    API,
    data=json.dumps(body).encode(),
    headers={"Authorization": "DeepL-Auth-Key " + os.environ["DEEPL_AUTH_KEY"], "Content-Type": "application/json"},
)
with urllib.request.urlopen(request, timeout=100) as response:
    translations = json.load(response)["translations"]
for ask, (_, found), translation in zip(asks, protected, translations):
    print(json.dumps({"id": ask["id"], "target": restore(translation["text"], found)}, ensure_ascii=False))
