"""The stored lexical index becomes a segment of flat arrays (bytea) instead of JSON text.

Each JSON snapshot is rewritten as the segment of the same index (hashes, row keys and the
version log's position kept); one that cannot be read is dropped, and the next query that
meets its brain builds the index from the documents and stores it again. The column is
stored uncompressed (EXTERNAL).
"""

import json

from django.db import migrations, models


def to_segments(apps, schema_editor):
    from brain.toolkit.ranker import LexicalIndex

    stored = apps.get_model("brain", "BrainSearchIndex")
    for row in stored.objects.all().iterator():
        try:
            data = json.loads(row.data)
            index = LexicalIndex.from_dict(data["index"])
            extra = {"hashes": data["hashes"]}
            if isinstance(data.get("position"), int) and isinstance(data.get("rows"), dict):
                extra.update(position=data["position"], rows=data["rows"])
            row.segment = index.to_segment(extra)
        except (ValueError, KeyError, TypeError, AttributeError):
            row.delete()
            continue
        row.save(update_fields=["segment"])


def to_json(apps, schema_editor):
    # Going back drops the stored indexes: the next query builds each from the documents.
    apps.get_model("brain", "BrainSearchIndex").objects.all().delete()


class Migration(migrations.Migration):

    dependencies = [
        ("brain", "0009_version_editing_session"),
    ]

    operations = [
        migrations.AddField(
            model_name="brainsearchindex",
            name="segment",
            field=models.BinaryField(default=b""),
            preserve_default=False,
        ),
        # Kept as it is, not compressed: a process loading it then reads its bytes, it does
        # not decompress 18 MB (10,000 documents) first.
        migrations.RunSQL(
            "ALTER TABLE brain_search_indexes ALTER COLUMN segment SET STORAGE EXTERNAL",
            "ALTER TABLE brain_search_indexes ALTER COLUMN segment SET STORAGE EXTENDED",
        ),
        migrations.AddField(
            model_name="brainsearchindex",
            name="generation",
            field=models.CharField(default="", max_length=32),
        ),
        migrations.RunPython(to_segments, migrations.RunPython.noop),
        migrations.RemoveField(model_name="brainsearchindex", name="data"),
        migrations.RunPython(migrations.RunPython.noop, to_json),
    ]
