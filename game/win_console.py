"""Windows only: let the windowed binary write to the terminal it was started from.

A windowed (GUI) program has no console, so ``president.exe --version`` would print nothing.
When it was started from a terminal, attach to that terminal's console. The one-file binary
runs as a child of its unpacking bootloader, which has no console either, so the terminal is
the grandparent: try the parent first, then the parent's parent.
"""

from __future__ import annotations

import sys

ATTACH_PARENT_PROCESS = -1
TH32CS_SNAPPROCESS = 0x2
MAX_PATH = 260


def attach() -> bool:
    """Point sys.stdout/stderr at the starting terminal if there is one; True if attached."""
    if sys.platform != "win32":  # a separate test, so type checkers skip the rest elsewhere
        return False
    if sys.stdout is not None:
        return False
    import ctypes

    kernel32 = ctypes.windll.kernel32
    attached = bool(kernel32.AttachConsole(ATTACH_PARENT_PROCESS))
    if not attached:
        grandparent = _parent_of(_parent_of(kernel32.GetCurrentProcessId()))
        attached = bool(grandparent and kernel32.AttachConsole(grandparent))
    if attached:
        sys.stdout = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
        sys.stderr = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
    return attached


def _parent_of(pid: int | None) -> int | None:
    """The parent process id of ``pid``, from a process snapshot; None if not found."""
    if sys.platform != "win32" or not pid:
        return None
    import ctypes
    from ctypes import wintypes

    class ProcessEntry32W(ctypes.Structure):
        _fields_ = [  # the layout of PROCESSENTRY32W
            ("dwSize", wintypes.DWORD), ("cntUsage", wintypes.DWORD),
            ("th32ProcessID", wintypes.DWORD), ("th32DefaultHeapID", ctypes.c_size_t),
            ("th32ModuleID", wintypes.DWORD), ("cntThreads", wintypes.DWORD),
            ("th32ParentProcessID", wintypes.DWORD), ("pcPriClassBase", ctypes.c_long),
            ("dwFlags", wintypes.DWORD), ("szExeFile", ctypes.c_wchar * MAX_PATH),
        ]

    kernel32 = ctypes.windll.kernel32
    kernel32.CreateToolhelp32Snapshot.restype = wintypes.HANDLE
    snapshot = kernel32.CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0)
    if not snapshot or snapshot == wintypes.HANDLE(-1).value:
        return None
    try:
        entry = ProcessEntry32W()
        entry.dwSize = ctypes.sizeof(ProcessEntry32W)
        ok = kernel32.Process32FirstW(wintypes.HANDLE(snapshot), ctypes.byref(entry))
        while ok:
            if entry.th32ProcessID == pid:
                return int(entry.th32ParentProcessID)
            ok = kernel32.Process32NextW(wintypes.HANDLE(snapshot), ctypes.byref(entry))
    finally:
        kernel32.CloseHandle(wintypes.HANDLE(snapshot))
    return None
