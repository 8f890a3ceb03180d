#!/usr/bin/env python3
"""List the numbered rules of a seed rulebook as JSON: [{id, section}] in document order.

`section` is the short heading of the nearest numbered heading line (a rule whose text is short and
has no sentence end), so the list names where each rule sits without quoting its text.
Usage: tools/extract-seed-rules.py SEED.txt > rules.json
"""
import json
import re
import sys

NUM = re.compile(r'^\s*-?\s*(\d{3,4}(?:\.\s?[0-9a-z]+)*)\.?\s+(.*)$')

def main(path):
    seen = set()
    out = []
    headings = {}
    for line in open(path, encoding='utf-8'):
        m = NUM.match(line.rstrip('\n'))
        if not m:
            continue
        rid = re.sub(r'\s', '', m.group(1)).rstrip('.')
        text = m.group(2).strip()
        if not text or rid in seen:
            continue
        if int(rid.split('.')[0]) < 100 or int(rid.split('.')[0]) > 1300:
            continue
        seen.add(rid)
        is_heading = len(text) <= 16 and not re.search(r'[。，,:：]', text)
        if is_heading:
            headings[rid] = text
        parts = rid.split('.')
        section = ''
        for k in range(len(parts), 0, -1):
            key = '.'.join(parts[:k])
            if key in headings:
                section = headings[key]
                break
        if not section:
            top = parts[0]
            section = headings.get(top[:-2] + '00', '')
        out.append({'id': rid, 'section': section})
    json.dump(out, sys.stdout, ensure_ascii=False, indent=0)

main(sys.argv[1])
