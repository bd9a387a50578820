"""The admin's view of memory scopes: Pens, Chats and each scope's active provider.

Changing a binding here changes only which provider is active (llmwiki.scopes): no memory
files are imported, merged, mirrored or deleted.
"""

from __future__ import annotations

from django.contrib import admin

from llmwiki.models import Chat, MemoryBinding, Pen


class PenBindingInline(admin.StackedInline):
    model = MemoryBinding
    fk_name = "pen"
    fields = ("provider", "hindsight_bank", "updated_by", "updated_at")
    readonly_fields = ("updated_by", "updated_at")
    extra = 0
    max_num = 1
    verbose_name = "active memory provider"


class ChatBindingInline(PenBindingInline):
    fk_name = "chat"


@admin.register(Pen)
class PenAdmin(admin.ModelAdmin):
    list_display = ("name", "short_name", "uuid", "owner", "created_at")
    search_fields = ("name", "short_name", "uuid")
    readonly_fields = ("uuid", "created_at")
    filter_horizontal = ("members",)
    autocomplete_fields = ("owner",)
    inlines = [PenBindingInline]

    def save_formset(self, request, form, formset, change):  # type: ignore[no-untyped-def]
        for binding in formset.save(commit=False):
            binding.updated_by = request.user
            binding.save()
        formset.save_m2m()
        for gone in formset.deleted_objects:
            gone.delete()


@admin.register(Chat)
class ChatAdmin(admin.ModelAdmin):
    list_display = ("__str__", "owner", "pen", "created_at")
    search_fields = ("title",)
    list_select_related = ("owner", "pen")
    autocomplete_fields = ("owner", "pen")
    inlines = [ChatBindingInline]
    save_formset = PenAdmin.save_formset


@admin.register(MemoryBinding)
class MemoryBindingAdmin(admin.ModelAdmin):
    list_display = ("__str__", "provider", "updated_by", "updated_at")
    list_filter = ("provider",)
    fields = ("application", "pen", "chat", "provider", "hindsight_bank", "updated_at")
    readonly_fields = ("updated_at",)
    autocomplete_fields = ("pen", "chat")

    def save_model(self, request, obj, form, change):  # type: ignore[no-untyped-def]
        obj.updated_by = request.user
        super().save_model(request, obj, form, change)
