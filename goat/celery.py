"""The Celery app. Workers: `celery -A goat worker`; beat: `celery -A goat beat`."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "goat.settings")

app = Celery("goat")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@app.task(name="goat.ping")
def ping() -> str:
    """Answer "pong": proves a worker is consuming from the broker."""
    return "pong"
