"""Ingestion's HTTP endpoints, mounted at `api/webhooks/` by goat/urls.py."""

from django.urls import path

from ingest.webhooks import jamie_webhook

app_name = "ingest"

urlpatterns = [
    path("jamie", jamie_webhook, name="jamie-webhook"),
]
