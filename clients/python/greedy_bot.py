"""A greedy bot on coins for Jackal: `ext:python3 clients/python/greedy_bot.py`.

It reads only the move texts and the position it is shown (docs/PROTOCOL.md), and prefers,
in this order: a pirate carrying a coin onto his own ship; a pirate carrying a coin closer
to his ship; a pirate stepping onto a cell where coins lie; a pirate stepping off his ship
onto the island; anything else. Ties are broken by a generator seeded with the turn's seed.
For a game other than Jackal it plays at random.
"""

import random
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from jackal_bot import Bot, run  # noqa: E402

# `w1-g2$`: pirate w1 goes to g2 taking a coin (src/jackal/notation.ts)
MOVE = re.compile(r"^([wybr])\d-([a-m])(\d{1,2})(\$*)")
CREWS = {"w": "white", "y": "yellow", "b": "black", "r": "red"}


def cell_xy(cell):
    """File and rank of a cell name like g13 (a..m, 1..13)."""
    return ord(cell[0]) - ord("a"), int(cell[1:])


def distance(a, b):
    """Steps between two cells for a pirate moving one cell in any of eight directions."""
    (ax, ay), (bx, by) = cell_xy(a), cell_xy(b)
    return max(abs(ax - bx), abs(ay - by))


def pirate_cell(position, pirate):
    p = position.get("pirates", {}).get(pirate)
    return p.get("cell") if isinstance(p, dict) else None


def score(move, position):
    """How much the bot likes a move: higher is better."""
    m = MOVE.match(move)
    if not m:
        return 0
    crew, to, coins = m.group(1), f"{m.group(2)}{m.group(3)}", len(m.group(4))
    ship = position.get("ships", {}).get(CREWS[crew], {}).get("cell")
    src = pirate_cell(position, move.split("-")[0])
    if coins and to == ship:
        return 100
    if coins and ship and src:
        return 50 + distance(src, ship) - distance(to, ship)
    if position.get("coins", {}).get(to):
        return 20
    if src == ship:
        return 5
    return 1


class GreedyBot(Bot):
    name = "greedy.py"

    def new_game(self, game, rules, seat, players):
        self.jackal = game == "jackal"

    def choose(self, turn):
        moves = turn["moves"]
        rng = random.Random(turn["seed"])
        if not getattr(self, "jackal", True):
            return rng.choice(moves)
        position = turn["position"]
        scores = [score(m, position) for m in moves]
        top = max(scores)
        return rng.choice([m for m, s in zip(moves, scores) if s == top])


if __name__ == "__main__":
    run(GreedyBot())
