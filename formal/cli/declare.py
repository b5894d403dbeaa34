"""Subcommands, declared: each is a name, its arguments and the handler that runs it.

A :class:`Command` lists its arguments (:func:`arg`, :func:`exclusive`) exactly as
``argparse.ArgumentParser.add_argument`` takes them, and names its handler as
``"module:function"``. The parser is built from these declarations alone
(:func:`add_commands`); a handler's module, with whatever it imports (torch, the solvers), is
imported only when its command runs, so ``formal --help`` and ``formal check`` start fast.
"""

from __future__ import annotations

import argparse
import importlib
from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class Arg:
    """One ``add_argument(*flags, **options)``."""

    flags: tuple[str, ...]
    options: dict[str, Any]


@dataclass(frozen=True)
class Exclusive:
    """Arguments of which at most one may be given."""

    args: tuple[Arg, ...]


def arg(*flags: str, **options: Any) -> Arg:
    return Arg(flags, options)


def exclusive(*args: Arg) -> Exclusive:
    return Exclusive(args)


@dataclass(frozen=True)
class Command:
    """A subcommand: ``run`` is ``"module:function"`` taking the parsed ``argparse.Namespace``
    and returning an exit status; or ``subcommands`` (``formal corpus list``)."""

    name: str
    help: str
    run: str | None = None
    args: tuple[Arg | Exclusive, ...] = ()
    description: str | None = None
    subcommands: tuple["Command", ...] = ()


def handler(run: str) -> Callable[[argparse.Namespace], int]:
    """The function ``"module:function"`` names, imported now."""
    module, _, function = run.partition(":")
    return getattr(importlib.import_module(module), function)


def add_commands(
    sub: argparse._SubParsersAction, commands: tuple[Command, ...] | list[Command], dest: str = "command"
) -> None:
    """Add ``commands`` to ``sub`` (the subparsers of a parser)."""
    for command in commands:
        parser = sub.add_parser(command.name, help=command.help, description=command.description)
        for item in command.args:
            if isinstance(item, Exclusive):
                group = parser.add_mutually_exclusive_group()
                for a in item.args:
                    group.add_argument(*a.flags, **a.options)
            else:
                parser.add_argument(*item.flags, **item.options)
        if command.subcommands:
            names = ",".join(c.name for c in command.subcommands)
            nested = parser.add_subparsers(dest=f"{dest}_{command.name}", metavar=f"{{{names}}}")
            nested.required = True
            add_commands(nested, command.subcommands, f"{dest}_{command.name}")
        else:
            parser.set_defaults(run=command.run)
