"""What a translator's Python script does to an export: parse it with ElementTree, set the
target of the units named on the command line, write it back. ElementTree renames the
namespaces ns0:, ns1:, writes its own XML declaration and drops nothing else it does not need.
Usage: etree-retarget.py IN OUT UNIT-ID-PREFIX=TARGET..."""
import sys
import xml.etree.ElementTree as ET

XLIFF = '{urn:oasis:names:tc:xliff:document:2.0}'
source_path, out_path, *changes = sys.argv[1:]
wanted = dict(change.split('=', 1) for change in changes)
tree = ET.parse(source_path)
for unit in tree.iter(XLIFF + 'unit'):
    for prefix, text in wanted.items():
        if unit.get('id').startswith(prefix):
            target = unit.find(f'{XLIFF}segment/{XLIFF}target')
            target.text = text
tree.write(out_path, encoding='utf-8', xml_declaration=True)
