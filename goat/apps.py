from django.apps import AppConfig


class GoatConfig(AppConfig):
    name = "goat"
    verbose_name = "Goat"
