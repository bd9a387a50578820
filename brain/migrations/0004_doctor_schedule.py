"""The scheduled doctor: a daily django-celery-beat entry, editable in the admin afterwards."""

from django.db import migrations

TASK = "brain.doctor_reports_run"
NAME = "Brain doctor reports (every brain, daily)"


def create_schedule(apps, schema_editor):
    crontab_model = apps.get_model("django_celery_beat", "CrontabSchedule")
    task_model = apps.get_model("django_celery_beat", "PeriodicTask")
    crontab, _ = crontab_model.objects.get_or_create(
        minute="0", hour="3", day_of_week="*", day_of_month="*", month_of_year="*", timezone="UTC"
    )
    task_model.objects.get_or_create(
        name=NAME,
        defaults={"task": TASK, "crontab": crontab, "enabled": True},
    )


def remove_schedule(apps, schema_editor):
    apps.get_model("django_celery_beat", "PeriodicTask").objects.filter(name=NAME).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("brain", "0003_doctor_reports"),
        ("django_celery_beat", "0019_alter_periodictasks_options"),
    ]

    operations = [migrations.RunPython(create_schedule, remove_schedule)]
