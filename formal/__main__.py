import sys

from formal.cli import main

sys.exit(main())
