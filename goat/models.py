"""Workspaces: the team a brain belongs to, and who is in it."""

from django.conf import settings
from django.db import models


class Workspace(models.Model):
    """A team; its members see its workspace brains, its admins see all of its brains."""

    name = models.CharField(max_length=200)
    slug = models.SlugField(max_length=100, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "workspaces"
        ordering = ["slug"]

    def __str__(self) -> str:
        return self.slug


class WorkspaceMembership(models.Model):
    """A user's membership of a workspace, as an admin or a member."""

    class Role(models.TextChoices):
        ADMIN = "admin", "Admin"
        MEMBER = "member", "Member"

    workspace = models.ForeignKey(Workspace, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="workspace_memberships"
    )
    role = models.CharField(max_length=10, choices=Role.choices, default=Role.MEMBER)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "workspace_memberships"
        constraints = [
            models.UniqueConstraint(
                fields=["workspace", "user"], name="workspace_membership_unique_user"
            ),
            models.CheckConstraint(
                condition=models.Q(role__in=["admin", "member"]),
                name="workspace_membership_role_valid",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.user} in {self.workspace} ({self.role})"
