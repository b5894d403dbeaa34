import sys

from formal.cli.main import main

sys.exit(main())
