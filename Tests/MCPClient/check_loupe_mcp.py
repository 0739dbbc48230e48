"""Drives `loupe mcp` with the reference MCP client (the `mcp` package from PyPI), as an agent would.

usage: check_loupe_mcp.py LOUPE PREVIEW_FILE OUT_PNG MODE
  MODE is `auto` (the client probes server/discover: the 2026-07-28 envelope) or `legacy` (the
  initialize handshake). Prints one JSON object of what it saw; the Swift test judges it.
"""
import asyncio
import base64
import json
import sys

from mcp.client.client import Client
from mcp.client.stdio import StdioServerParameters


async def main(loupe: str, preview_file: str, out_png: str, mode: str) -> None:
    seen = {}
    async with Client(StdioServerParameters(command=loupe, args=["mcp"]), mode=mode) as client:
        seen["protocolVersion"] = client.protocol_version
        tools = await client.list_tools()
        seen["tools"] = sorted(tool.name for tool in tools.tools)
        seen["schemas"] = {tool.name: tool.input_schema.get("type") for tool in tools.tools}

        result = await client.call_tool("RenderPreview", {
            "sourceFilePath": preview_file,
            "previewDefinitionIndexInFile": 0,
            "previewCanvasControlOverrides": {"timelineIndex": 2},
        })
        images = [block for block in result.content if block.type == "image"]
        texts = [block.text for block in result.content if block.type == "text"]
        seen["render"] = {"isError": result.is_error, "images": len(images), "text": texts}
        if images:
            with open(out_png, "wb") as file:
                file.write(base64.b64decode(images[0].data))
            seen["render"]["mimeType"] = images[0].mime_type

        bad = await client.call_tool("RenderPreview", {"sourceFilePath": "/nowhere/NoSuchFile.swift"})
        seen["badFile"] = {"isError": bad.is_error, "text": [b.text for b in bad.content if b.type == "text"]}

        out_of_range = await client.call_tool("RenderPreview", {"sourceFilePath": preview_file, "previewDefinitionIndexInFile": 99})
        seen["outOfRange"] = {"isError": out_of_range.is_error, "text": [b.text for b in out_of_range.content if b.type == "text"]}

        entry = await client.call_tool("RenderPreview", {"sourceFilePath": preview_file,
                                                         "previewCanvasControlOverrides": {"timelineIndex": 40}})
        seen["entryOutOfRange"] = {"isError": entry.is_error, "text": [b.text for b in entry.content if b.type == "text"]}

        # The server keeps serving after errors.
        listed = await client.call_tool("list_previews", {})
        seen["afterErrors"] = {"isError": listed.is_error, "hasStructured": listed.structured_content is not None}
    print(json.dumps(seen))


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5]))
