"""`python -m kg ...`: the same command line as the `kg` script (:func:`kg.cli.main`)."""
import sys

from kg.cli import main

if __name__ == "__main__":
    sys.exit(main())
