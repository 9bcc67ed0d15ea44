"""A uniformly random bot for the Jackal Lab protocol: `ext:python3 clients/python/random_bot.py`.

Each choice draws from a generator seeded with the turn's seed, so the games it plays are
reproducible like a built-in bot's.
"""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from jackal_bot import Bot, run  # noqa: E402


class RandomBot(Bot):
    name = "random.py"

    def choose(self, turn):
        return random.Random(turn["seed"]).choice(turn["moves"])


if __name__ == "__main__":
    run(RandomBot())
