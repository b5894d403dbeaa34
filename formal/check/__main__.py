"""``python -m formal.check [--json] [PROBLEM] PROOF``: the checker alone, with none of formal's command line."""

import argparse
import sys

from formal.check.commands import cmd_check

parser = argparse.ArgumentParser(prog="python -m formal.check", description="Verify a proof (formal's checker).")
parser.add_argument("problem", nargs="?", help="problem or trace YAML (not for a training-step proof)")
parser.add_argument("proof", help="the proof YAML")
parser.add_argument("--json", action="store_true", help="claims, conditions and the verdict's trusted base as JSON")
sys.exit(cmd_check(parser.parse_args()))
