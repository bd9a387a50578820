"""The admin site's names. The models' admins live with the code that decides access to them:
workspaces and brains in `brain/admin/` (goat imports nothing from brain but its toolkit)."""

from django.contrib import admin

admin.site.site_header = "Goat Brain administration"
admin.site.site_title = "Goat Brain admin"
admin.site.index_title = "Curation"
