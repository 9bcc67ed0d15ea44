"""Deal by deal: a played-out run against the same deals stopped at ply 600.

Usage: python3 experiments/compare-capped.py results/strength-mcts-full/games.jsonl results/strength-mcts-5000-2/games.jsonl
Prints the first bot (mcts) score of both runs over the first runs deals, their difference deal by
deal (mean and normal 95% interval over deals), how the games ended, and for the games the second
run stopped at its ply limit, how each result moved when played out (scores for mcts, before -> after).
Standard library only; reads the harness journal (games.jsonl: game, deal, bots, ranks, plies, reason).
"""
import json, sys, statistics, math
full=[json.loads(l) for l in open(sys.argv[1])]
cap=[json.loads(l) for l in open(sys.argv[2])]
def score(g):
    i=g['bots'].index('mcts') if 'mcts' in g['bots'] else [k for k,b in enumerate(g['bots']) if b.startswith('mcts')][0]
    r=g['ranks']; 
    if r[0]==r[1]: return 0.5
    return 1.0 if r[i]==1 else 0.0
F={g['game']:g for g in full}; C={g['game']:g for g in cap}
deals=sorted(set(g['deal'] for g in full))
nd=len(deals)
assert all(F[2*d]['deal']==d and F[2*d+1]['deal']==d for d in deals)
fd=[(score(F[2*d])+score(F[2*d+1]))/2 for d in deals]
cd=[(score(C[2*d])+score(C[2*d+1]))/2 for d in deals]
diff=[a-b for a,b in zip(fd,cd)]
def ci(x):
    m=statistics.mean(x); se=statistics.stdev(x)/math.sqrt(len(x)); return m, m-1.96*se, m+1.96*se
print('deals',nd,'games',2*nd)
print('full score %.3f [%.3f, %.3f]'%ci(fd)); print('capped score on same deals %.3f [%.3f, %.3f]'%ci(cd)); print('difference %+.3f [%+.3f, %+.3f]'%ci(diff))
games=[g for d in deals for g in (F[2*d],F[2*d+1])]
from collections import Counter
print('full ends', Counter(g['reason'] for g in games), 'median plies', statistics.median(g['plies'] for g in games), 'longest', max(g['plies'] for g in games))
capg=[g for d in deals for g in (C[2*d],C[2*d+1])]
print('capped ends', Counter(g['reason'] for g in capg))
stopped=[k for d in deals for k in (2*d,2*d+1) if C[k]['reason']=='ply-limit']
t=Counter((score(C[k]),score(F[k])) for k in stopped)
print('stopped at 600 in capped:',len(stopped), 'transitions (capped->full):', dict(t))
notstopped=[k for d in deals for k in (2*d,2*d+1) if k not in stopped]
print('ended before 600 in capped:',len(notstopped),'differ in full:',sum(1 for k in notstopped if (F[k]['plies'],F[k]['ranks'],F[k]['coins'])!=(C[k]['plies'],C[k]['ranks'],C[k]['coins'])))
