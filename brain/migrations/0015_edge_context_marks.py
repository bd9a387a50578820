# Written by hand on 2026-12-05.
#
# The words around a page link (`BrainEdge.context`) were split at combining marks, so prose in
# Devanagari, Thai and other scripts whose vowel signs are marks was stored in broken pieces
# ("प र म ख" for "प्रमुख"), and a name written in its own script in English prose was kept as
# if it said what the target is ("[[page:wang-fang|王芳]]"), as was an acronym of the target's
# id ("[[page:mahim-bay-development-trust|MBDT]]"). brain.toolkit.edges.link_contexts
# keeps a word whole and leaves such a name out now; the contexts are derived again from the
# documents, as 0014 first derived them.

from importlib import import_module

from django.db import migrations


def fill_contexts(apps, schema_editor):
    import_module("brain.migrations.0014_edge_context").fill_contexts(apps, schema_editor)


class Migration(migrations.Migration):

    dependencies = [
        ('brain', '0014_edge_context'),
    ]

    operations = [
        migrations.RunPython(fill_contexts, migrations.RunPython.noop),
    ]
