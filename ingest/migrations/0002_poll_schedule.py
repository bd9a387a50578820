"""Celery beat polls the queue every 30 seconds (an entry editable in the admin afterwards)."""

from django.db import migrations

TASK = "ingest.poll"
NAME = "Ingest queue poll (every 30 seconds)"


def create_schedule(apps, schema_editor):
    interval_model = apps.get_model("django_celery_beat", "IntervalSchedule")
    task_model = apps.get_model("django_celery_beat", "PeriodicTask")
    interval, _ = interval_model.objects.get_or_create(every=30, period="seconds")
    task_model.objects.get_or_create(
        name=NAME, defaults={"task": TASK, "interval": interval, "enabled": True}
    )


def remove_schedule(apps, schema_editor):
    apps.get_model("django_celery_beat", "PeriodicTask").objects.filter(name=NAME).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("ingest", "0001_queue_and_sources"),
        ("django_celery_beat", "0019_alter_periodictasks_options"),
    ]

    operations = [migrations.RunPython(create_schedule, remove_schedule)]
