import json,re,glob,sys
rules=json.load(open('src/seed-rules.json'))
cited=set()
for p in glob.glob('test/**/*',recursive=True)+glob.glob('scenarios/*'):
    try: s=open(p).read()
    except: continue
    cited|=set(re.findall(r'FFTCG (\d+(?:\.\d+)*)',s))
imp=[r['id'] for r in rules if r['status'] in ('implemented','stand-in')]
un=[i for i in imp if i not in cited]
print(len(imp),len(un))
print(' '.join(un))
