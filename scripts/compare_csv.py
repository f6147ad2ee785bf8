"""What the scripts that read a `crosspose compare --csv` file share."""


def take_variant(args, default):
    """The value of `--variant V` in `args`, which loses both; `default` where absent."""
    if "--variant" not in args:
        return default
    i = args.index("--variant")
    variant = args[i + 1]
    del args[i : i + 2]
    return variant


def case_shape(row):
    """ROWSxCOLS, xBATCH where more than one matrix, " in place" for in-place rows."""
    shape = f"{row['rows']}x{row['cols']}" + (f"x{row['batch']}" if row["batch"] != "1" else "")
    return shape + " in place" if row.get("in_place") == "1" else shape
