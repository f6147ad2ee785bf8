"""What the scripts that read a `crosspose compare --csv` file share."""


def case_shape(row):
    """ROWSxCOLS, xBATCH where more than one matrix, " in place" for in-place rows."""
    shape = f"{row['rows']}x{row['cols']}" + (f"x{row['batch']}" if row["batch"] != "1" else "")
    return shape + " in place" if row.get("in_place") == "1" else shape
