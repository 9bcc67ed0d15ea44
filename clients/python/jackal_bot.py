"""A client of the Jackal Lab external bot protocol (docs/PROTOCOL.md), standard library only.

A bot is a subclass of `Bot` that implements `choose`; `run(bot)` speaks the protocol on
stdin and stdout until the harness says quit or closes stdin:

    from jackal_bot import Bot, run

    class First(Bot):
        name = "first"
        def choose(self, turn):
            return turn["moves"][0]

    run(First())

`turn` is the harness's "turn" message: "position" (the bot's observation in the game's
position format), "moves" (the legal moves in notation; answer one of them exactly),
"budget" ({"iterations", "ms"}), "seed" (a 32-bit number from the bot's seeded generator
in the harness: seed your own generator with it to play reproducibly) and "ply".

Write nothing else to stdout: every line there is read as a reply. Log to stderr.
"""

import json
import sys

PROTOCOL_VERSION = 1


class Bot:
    """The protocol's events, as methods. Only `choose` must be implemented."""

    name = "python-bot"

    def new_game(self, game, rules, seat, players):
        """A game begins: the game's name, its rule options, this bot's seat, the seat count."""

    def choose(self, turn):
        """The move to play (one of turn["moves"])."""
        raise NotImplementedError

    def moved(self, player, move):
        """A move was played by `player` (this bot's own moves included)."""

    def chance(self, outcome):
        """A chance outcome came (the game's text for it)."""

    def game_over(self, result):
        """The game ended: result has "reason", and "scores" and "ranks" unless it was aborted."""


def run(bot, stdin=None, stdout=None):
    """Answers the harness until it says quit or closes stdin. Returns the number of turns played."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    turns = 0

    def send(msg):
        stdout.write(json.dumps(msg, separators=(",", ":")) + "\n")
        stdout.flush()

    for line in stdin:
        line = line.strip()
        if not line:
            continue
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            send({"type": "hello", "name": bot.name, "protocol": PROTOCOL_VERSION})
        elif kind == "new-game":
            bot.new_game(msg["game"], msg["rules"], msg["seat"], msg["players"])
        elif kind == "turn":
            turns += 1
            send({"type": "move", "move": bot.choose(msg)})
        elif kind == "moved":
            bot.moved(msg["player"], msg["move"])
        elif kind == "chance":
            bot.chance(msg["outcome"])
        elif kind == "game-over":
            bot.game_over(msg)
        elif kind == "quit":
            break
        # unknown message types are ignored: later protocol versions may add some
    return turns
