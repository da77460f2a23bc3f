print("app: not written yet")
