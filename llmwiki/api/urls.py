"""The LLM Wiki's REST routes, mounted at `api/` by goat/urls.py ahead of the brains' API (whose
last route answers any other URL under `api/` with a JSON 404)."""

from .views import wiki_urlpatterns

app_name = "wiki_api"

urlpatterns = wiki_urlpatterns()
