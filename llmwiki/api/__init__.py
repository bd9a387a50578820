"""The LLM Wiki over REST (`views.py`) and MCP (`mcp.py`), both through `tools.py`."""
