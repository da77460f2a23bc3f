print("runtime-bench: not written yet")
