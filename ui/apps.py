from django.apps import AppConfig


class UiConfig(AppConfig):
    name = "ui"
    verbose_name = "Staff Brain UI"
