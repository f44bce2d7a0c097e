"""Where the checkout is."""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def source(relative):
    return os.path.join(ROOT, relative)
