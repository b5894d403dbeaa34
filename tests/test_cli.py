"""The command line is declared in one place, and every declaration runs something real.

``formal.cli.commands`` keeps a few names (bundled examples, back ends) as literals so that
building the parser imports neither torch nor a solver; these tests keep them equal to the
product's own.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from formal.cli.commands import COMMANDS, EXAMPLE_NAMES, ORDER_BACKENDS, RECOMPUTE_BACKENDS
from formal.cli.declare import Command, handler
from formal.cli.main import build_parser, extension_commands, main


def _leaves(commands: tuple[Command, ...] | list[Command]) -> list[Command]:
    return [leaf for c in commands for leaf in (_leaves(c.subcommands) if c.subcommands else [c])]


@pytest.mark.parametrize("command", _leaves([*COMMANDS, *extension_commands()]), ids=lambda c: c.name)
def test_every_declared_command_has_a_handler(command):
    assert command.run and callable(handler(command.run))


def test_the_studies_add_their_commands():
    names = {c.name for c in extension_commands()}
    assert {"bench", "experiment", "corpus", "ibp"} <= names
    assert not names & {c.name for c in COMMANDS}  # no product command is shadowed


def test_literal_names_equal_the_products():
    from formal.capture.examples import EXAMPLES
    from formal.order.backends import BACKENDS
    from formal.recompute.solve import BACKENDS as RECOMPUTE

    assert tuple(EXAMPLES) == EXAMPLE_NAMES
    assert BACKENDS == ORDER_BACKENDS
    assert RECOMPUTE == RECOMPUTE_BACKENDS


def test_the_parser_knows_every_command():
    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    assert set(sub.choices) == {c.name for c in [*COMMANDS, *extension_commands()]}


def test_a_light_command_does_not_import_torch_or_a_solver():
    problem = Path(__file__).resolve().parents[1] / "encodings" / "diamond.yaml"
    code = (
        "import sys\nfrom formal.cli.main import main\n"
        f"rc = main(['problem', {str(problem)!r}, '--json'])\n"
        "heavy = sorted(m for m in ('torch', 'ortools', 'pulp', 'z3', 'pysat') if m in sys.modules)\n"
        "print(rc, heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "0 []"


def test_an_unknown_command_is_refused_by_argparse_in_one_line(capsys):
    assert main(["no-such-command"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("formal: error: argument COMMAND: invalid choice: 'no-such-command'") and err.count("\n") == 1
